import { POST_TYPES } from '../contracts';
import { submitTypeLabel } from './texts';

it('names each type’s call to submit with the article its word takes', () => {
  expect(POST_TYPES.map(submitTypeLabel)).toEqual([
    'Submit a text post',
    'Submit a photo post',
    'Submit a quote post',
    'Submit a link post',
    'Submit a chat post',
    'Submit an audio post',
    'Submit a video post',
  ]);
});
