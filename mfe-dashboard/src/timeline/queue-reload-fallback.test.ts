import { makePage, makePost, makeSaveResponse } from '../test-support/fixtures';
import { pageRootFromPath } from './page-root';
import { applySavedPost } from './timeline-events';
import { appendPage } from './timeline-state';
import { createTimelineStore } from './timeline-store';

// The reload's code cannot be fetched (offline, a new build replaced this one).
jest.mock('./after-save', () => {
  throw new Error('Loading chunk after-save failed.');
});

it('a save over the queue whose reload code cannot be fetched loads the queue afresh from the top', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = createTimelineStore();
  store.update('queue', (state) => appendPage(state, makePage(['5', '6'], null)));
  applySavedPost(makeSaveResponse(makePost('9', undefined, { state: 'queued' })), pageRootFromPath('/queue'), store);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(store.get('queue')).toMatchObject({ loaded: false, posts: [] });
  expect(error).toHaveBeenCalledWith('[mfe-dashboard] The list update could not be loaded', expect.any(Error));
});
