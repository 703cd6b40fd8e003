import type { UpdatePostRequest } from '@tumbledash/shared';
import { toSubmitRequest } from './submission';

test('a submission carries the post form’s content to the recipient, without blog, state or time', () => {
  const request: UpdatePostRequest = {
    channel_id: 'my-blog',
    editor_type: 0,
    context_page: 'blog',
    context_id: 'tumbledemo',
    post: { type: 'photo', state: '2', publish_on: '2030-01-01T00:00:00.000Z', one: '', two: '<p>Goose</p>', three: '', tags: 'geese', photoset_order: 'o1' },
    images: { o1: '/media/goose.png' },
    caption: { o1: 'the goose' },
  };
  expect(toSubmitRequest(request, 'tumbledemo')).toEqual({
    recipient: 'tumbledemo',
    editor_type: 0,
    context_page: 'blog',
    context_id: 'tumbledemo',
    post: { type: 'photo', one: '', two: '<p>Goose</p>', three: '', tags: 'geese', photoset_order: 'o1' },
    images: { o1: '/media/goose.png' },
    caption: { o1: 'the goose' },
  });
});
