import path from 'node:path';
import { build } from 'esbuild';
import { expect, test, type Page } from '@playwright/test';
import { logIn, uniqueName } from './helpers';
import { atHome, DEMO_USER, postWith, scrollToPost, textPostAs } from './post-helpers';

/**
 * Issue 14: post HTML is cleaned by the browser's own HTML Sanitizer where it has one, so the first screen
 * fetches no DOMPurify; elsewhere DOMPurify is fetched and applies the same allow-list.
 */

const POST_CARD = path.resolve(__dirname, '../../mfe-dashboard/src/post-card');
/** A string of DOMPurify's own code: a script that holds it is DOMPurify. */
const DOMPURIFY_MARK = 'refusing to sanitize in place';

interface Mismatch {
  name: string;
  got: string | null;
  want: string;
}

/** The dashboard's native sanitizer and the cases its unit tests give DOMPurify, bundled for the page. */
async function sanitizerBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { createNativeSanitizer } from './sanitize-native';\n" +
        "import { SANITIZE_CASES } from './sanitize-cases';\n" +
        'const sanitize = createNativeSanitizer();\n' +
        'window.tdSanitizeMismatches = SANITIZE_CASES.map((c) => ({ name: c.name, got: sanitize ? sanitize(c.html) : null, want: c.clean }))' +
        '.filter((c) => c.got !== c.want);\n',
      resolveDir: POST_CARD,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Every script the page fetched that is DOMPurify. */
function watchForDomPurify(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(DOMPURIFY_MARK)) fetched.push(response.url());
  });
  return fetched;
}

async function postWithLink(baseURL: string): Promise<string> {
  const text = uniqueName('Sanitized by the browser');
  await atHome(baseURL, DEMO_USER);
  await textPostAs(baseURL, DEMO_USER, text, `${text} <a href="https://example.com/far">far away</a>`);
  return text;
}

test('the browser\'s Sanitizer cleans post HTML exactly as DOMPurify does, case by case', async ({ page }) => {
  // A blank page of the site's origin, so relative links resolve as on the site, without the site's CSP.
  await page.route('**/sanitizer-cases', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Cases</title>' }));
  await page.goto('/sanitizer-cases');
  await page.addScriptTag({ content: await sanitizerBundle() });
  const mismatches = await page.evaluate(() => (window as unknown as { tdSanitizeMismatches: Mismatch[] }).tdSanitizeMismatches);
  expect(mismatches).toEqual([]);
});

test('posts are shown through the browser\'s Sanitizer, and no DOMPurify is fetched', async ({ page, baseURL }) => {
  const text = await postWithLink(baseURL!);
  const domPurify = watchForDomPurify(page);
  await logIn(page);
  const card = postWith(page, text);
  await scrollToPost(page, card);
  const link = card.getByRole('link', { name: 'far away' });
  await expect(link).toHaveAttribute('href', 'https://example.com/far');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  expect(domPurify).toEqual([]);
});

test('where the browser has no Sanitizer, DOMPurify is fetched; when it cannot be, the post says so and Retry brings the text', async ({
  page,
  baseURL,
}) => {
  const text = await postWithLink(baseURL!);
  await page.addInitScript(() => {
    delete (window as { Sanitizer?: unknown }).Sanitizer;
  });
  let offline = true;
  await page.route('**/*.js', async (route) => {
    const response = await route.fetch();
    if (offline && (await response.text()).includes(DOMPURIFY_MARK)) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });
  await logIn(page);
  const card = postWith(page, 'Sorry, we seem to be having technical trouble').first();
  await expect(card).toBeVisible();

  offline = false;
  const domPurify = watchForDomPurify(page);
  await card.getByRole('button', { name: 'Retry' }).first().click();
  const post = postWith(page, text);
  await scrollToPost(page, post);
  const link = post.getByRole('link', { name: 'far away' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Sorry, we seem to be having technical trouble')).toHaveCount(0);
  expect(domPurify).toHaveLength(1);
});
