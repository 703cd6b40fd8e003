import { recoveryCodesLeft } from './recovery-codes-left';

test('one recovery code is left, in the singular; any other count in the plural', () => {
  expect(recoveryCodesLeft(1)).toBe('1 recovery code is left.');
  expect(recoveryCodesLeft(0)).toBe('0 recovery codes are left.');
  expect(recoveryCodesLeft(2)).toBe('2 recovery codes are left.');
  expect(recoveryCodesLeft(10)).toBe('10 recovery codes are left.');
});
