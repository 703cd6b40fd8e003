import { pageLocation } from '@tumbledash/shared';
import { PAGE_UNDER_KEY } from '@tumbledash/shared/page-under';
import { formEntryPage, pushFormEntry, stateWithoutFormEntry } from './form-history';

beforeEach(() => window.history.replaceState({ scroll: 3 }, '', '/queue'));

it('pushes the form’s address over the page it goes back to, which stays the page’s address, keeping what the entry held', () => {
  pushFormEntry('/edit/42', '/queue?x=1');
  expect(window.location.pathname).toBe('/edit/42');
  expect(pageLocation().pathname).toBe('/queue');
  expect(formEntryPage()).toBe('/queue?x=1');
  expect(stateWithoutFormEntry()).toEqual({ scroll: 3 });
});

it('knows no page under an entry it did not push, nor one off this site', () => {
  expect(formEntryPage()).toBeNull();
  window.history.replaceState({ [PAGE_UNDER_KEY]: { overlay: '/edit/42', page: '//elsewhere.example/' } }, '', '/edit/42');
  expect(formEntryPage()).toBeNull();
  window.history.replaceState({ [PAGE_UNDER_KEY]: { overlay: '/edit/42', page: 'https://elsewhere.example/' } }, '', '/edit/42');
  expect(formEntryPage()).toBeNull();
  window.history.replaceState('not an object', '', '/edit/42');
  expect(formEntryPage()).toBeNull();
  expect(stateWithoutFormEntry()).toBeNull();
});
