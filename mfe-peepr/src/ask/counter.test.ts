import { askCounter } from './counter';

it('shows nothing while more than 100 remain, then ok, warning and danger', () => {
  expect(askCounter(399)).toBeNull();
  expect(askCounter(400)).toEqual({ remaining: 100, style: 'ok' });
  expect(askCounter(459)).toEqual({ remaining: 41, style: 'ok' });
  expect(askCounter(460)).toEqual({ remaining: 40, style: 'warning' });
  expect(askCounter(479)).toEqual({ remaining: 21, style: 'warning' });
  expect(askCounter(480)).toEqual({ remaining: 20, style: 'danger' });
  expect(askCounter(500)).toEqual({ remaining: 0, style: 'danger' });
});
