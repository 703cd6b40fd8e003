import { ApiError, FORBIDDEN_MESSAGE, TECHNICAL_TROUBLE } from '@tumbledash/shared';
import { errorText, onField, shownBesideFields } from './messages';

test('a 404 that says what is missing is read as it is; a bare one stays technical trouble', () => {
  expect(errorText(new ApiError(404, 'There is no blog by that name.'))).toBe('There is no blog by that name.');
  expect(errorText(new ApiError(404, 'Not Found'))).toBe(TECHNICAL_TROUBLE);
  expect(errorText(new ApiError(500, 'boom'))).toBe(TECHNICAL_TROUBLE);
});

test('a 403 says the server’s words (a block), or the spec’s when it has none', () => {
  expect(errorText(new ApiError(403, 'You can’t follow alice.'))).toBe('You can’t follow alice.');
  expect(errorText(new ApiError(403, 'Forbidden'))).toBe(FORBIDDEN_MESSAGE);
  expect(errorText(new Error('network'))).toBe(TECHNICAL_TROUBLE);
});

test('an error is shown beside its fields only when every message belongs to one of them', () => {
  const selfFollow = new ApiError(400, 'A blog can’t follow itself.', [{ field: 'tumblelog', detail: 'A blog can’t follow itself.' }]);
  expect(shownBesideFields(selfFollow, ['tumblelog'])).toBe(true);
  expect(shownBesideFields(selfFollow, ['email'])).toBe(false);
  expect(shownBesideFields(new ApiError(404, 'There is no blog by that name.'), ['tumblelog'])).toBe(false);
  expect(shownBesideFields(new Error('x'), ['tumblelog'])).toBe(false);
});

test('a refusal put on a field keeps its readable words there, so the field tells it', () => {
  const blocked = onField(new ApiError(403, 'You blocked pixel-garden.'), 'tumblelog');
  expect(blocked.fieldMessage('tumblelog')).toBe('You blocked pixel-garden.');
  expect(shownBesideFields(blocked, ['tumblelog'])).toBe(true);
  expect(onField(new ApiError(404, 'There is no blog by that name.'), 'tumblelog').fieldMessage('tumblelog')).toBe('There is no blog by that name.');
  expect(onField(new Error('offline'), 'tumblelog').fieldMessage('tumblelog')).toBe(TECHNICAL_TROUBLE);
});
