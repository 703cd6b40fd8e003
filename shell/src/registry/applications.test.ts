import { ANONYMOUS, pageLocation, session } from '@tumbledash/shared';
import { overlayEntryState } from '@tumbledash/shared/page-under';
import { makeUser } from '@tumbledash/shared/testing';
import { APPLICATIONS } from './applications';

/** The applications single-spa would mount at the current address, asked as main.ts asks. */
function active(): string[] {
  return APPLICATIONS.filter((spec) => spec.activeWhen(pageLocation())).map((spec) => spec.name);
}

const mainSlot = () => active().filter((name) => APPLICATIONS.find((spec) => spec.name === name)?.slot === 'td-main-slot');

beforeEach(() => {
  session.set({ user: makeUser(), channels: [], flags: {}, formKey: 'fk' });
});

afterEach(() => {
  session.set(ANONYMOUS);
  window.history.replaceState(null, '', '/');
});

describe('a post form’s address over a page (A§2.1)', () => {
  it('keeps the queue it was opened over in the main slot, and opens the form', () => {
    window.history.replaceState(null, '', '/queue');
    window.history.pushState(overlayEntryState('/edit/42', '/queue'), '', '/edit/42');
    expect(mainSlot()).toEqual(['dashboard']);
    expect(active()).toContain('compose');
  });

  it('keeps a blog page under the form: the blog page, not the dashboard', () => {
    window.history.replaceState(null, '', '/blog/alice');
    window.history.pushState(overlayEntryState('/reblog/42/key', '/blog/alice'), '', '/reblog/42/key');
    expect(mainSlot()).toEqual(['blog-page']);
    expect(active()).toContain('compose');
  });

  it('shows the dashboard under a form reached by a link, which names no page', () => {
    window.history.replaceState(null, '', '/edit/42');
    expect(mainSlot()).toEqual(['dashboard']);
    expect(active()).toContain('compose');
  });

  it('routes by the address once the form is closed', () => {
    window.history.replaceState(overlayEntryState('/edit/42', '/blog/alice'), '', '/settings/account');
    expect(mainSlot()).toEqual(['settings']);
    expect(active()).not.toContain('compose');
  });
});
