import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo-password' };

export async function logIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The timeline's post cards, by their accessible role. */
export const posts = (page: Page) => page.locator('#td-main-slot article');

export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
}

/**
 * Emits on the page's bus (@tumbledash/shared's, on `window`) as a remote would. The shell's code starts after
 * the page's first picture is painted, which can be after the load event: this waits for the bus first.
 */
export async function emitOnPageBus(page: Page, type: string, payload: unknown): Promise<void> {
  await page.waitForFunction(() => '__tumbledashBus__' in window);
  await page.evaluate(
    ([eventType, eventPayload]) => {
      const holder = window as unknown as { __tumbledashBus__: { emit(type: string, payload: unknown): void } };
      holder.__tumbledashBus__.emit(eventType as string, eventPayload);
    },
    [type, payload] as const,
  );
}

/** From the next navigation on, sums the page's layout shifts not caused by input (CLS as Lighthouse counts it). */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) seen.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift summed since `watchLayoutShifts`. */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { seen: { shift: number } }).seen.shift);
}
