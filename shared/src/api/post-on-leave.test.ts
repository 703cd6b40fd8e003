import { FORM_KEY_HEADER } from '../contracts';
import { ANONYMOUS, session } from '../session';
import { postOnLeave } from './post-on-leave';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'fetch');
  session.set(ANONYMOUS);
});

it('sends JSON with the form key in a request that outlives the page, and swallows a failure', async () => {
  const fetch = jest.fn().mockRejectedValue(new TypeError('offline'));
  Object.assign(globalThis, { fetch });
  session.set({ ...ANONYMOUS, formKey: 'fk-2' });
  postOnLeave('/svc/platform/beacon', { events: [1] });
  await Promise.resolve();
  expect(fetch).toHaveBeenCalledWith('/svc/platform/beacon', {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', [FORM_KEY_HEADER]: 'fk-2' },
    body: '{"events":[1]}',
  });
});
