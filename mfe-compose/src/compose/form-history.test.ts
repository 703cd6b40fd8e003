import { formEntryReturnUrl, pushFormEntry, stateWithoutFormEntry } from './form-history';

beforeEach(() => window.history.replaceState({ scroll: 3 }, '', '/queue'));

it('pushes the form’s address with the page it goes back to, keeping what the entry held', () => {
  pushFormEntry('/edit/42', '/queue?x=1');
  expect(window.location.pathname).toBe('/edit/42');
  expect(formEntryReturnUrl()).toBe('/queue?x=1');
  expect(stateWithoutFormEntry()).toEqual({ scroll: 3 });
});

it('knows no page to go back to on an entry it did not push, nor one off this site', () => {
  expect(formEntryReturnUrl()).toBeNull();
  window.history.replaceState({ tdPostFormReturn: '//elsewhere.example/' }, '', '/edit/42');
  expect(formEntryReturnUrl()).toBeNull();
  window.history.replaceState({ tdPostFormReturn: 'https://elsewhere.example/' }, '', '/edit/42');
  expect(formEntryReturnUrl()).toBeNull();
  window.history.replaceState('not an object', '', '/edit/42');
  expect(formEntryReturnUrl()).toBeNull();
  expect(stateWithoutFormEntry()).toBeNull();
});
