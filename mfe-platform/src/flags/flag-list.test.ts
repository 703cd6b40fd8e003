import { onOff, refusalText, withFlag } from './flag-list';

const FLAGS = [
  { name: 'log_lady', enabled: false, description: 'Send behaviour logs every 15 seconds' },
  { name: 'ask_form', enabled: true, description: 'Show the ask form on blogs that accept asks' },
];

it('replaces one flag’s state and leaves the others and the order alone', () => {
  expect(withFlag(FLAGS, 'log_lady', true)).toEqual([{ ...FLAGS[0], enabled: true }, FLAGS[1]]);
  expect(withFlag(FLAGS, 'nope', true)).toEqual(FLAGS);
});

it('says On or Off, and why a flag kept its state', () => {
  expect(onOff(true)).toBe('On');
  expect(onOff(false)).toBe('Off');
  expect(refusalText('log_lady', false, 'There is no feature flag by that name.')).toBe('log_lady stays Off: There is no feature flag by that name.');
});
