import { act, fireEvent, render } from '@testing-library/react';
import { ANONYMOUS, session } from '@tumbledash/shared';
import { makeVideoContent } from '../test-support/fixtures';
import { VideoPlayer } from './video-player';

// The shared behaviour log itself (not a stand-in): what it sends with `fetch` as the page is hidden.
const sent = jest.fn((_url: string, _init: { body: string }) => Promise.resolve({}));

/** The events of every batch sent as the page went away. */
const sentEvents = () =>
  sent.mock.calls.flatMap(([, init]) => (JSON.parse(init.body) as { events: { event: string; data: object }[] }).events.map(({ event, data }) => [event, data]));

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('the video log as the page goes away', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.fetch = sent as unknown as typeof fetch;
    sent.mockClear();
    session.set({ ...ANONYMOUS, flags: { log_lady: true } });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => session.set(ANONYMOUS));
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  /** A player the person has played, then dragged from 1 s to 3 s: its scrub waits for the drag's end. */
  function scrubbing() {
    const content = makeVideoContent();
    const { container } = render(<VideoPlayer content={content} postId="42" blog="bob" sdUrl={content.url} inViewer={false} />);
    const video = container.querySelector('video') as HTMLVideoElement;
    fireEvent.play(video);
    video.currentTime = 1;
    fireEvent.timeUpdate(video);
    for (const to of [2, 3]) {
      video.currentTime = to;
      fireEvent.seeking(video);
      fireEvent.seeked(video);
    }
  }

  it('a scrub still waiting for its end goes with the last batch when the page is hidden (or unloads: it is hidden then too)', () => {
    scrubbing();
    hidePage();
    expect(sentEvents()).toContainEqual(['scrub', { post_id: '42', blog: 'bob', from: 1, position: 3 }]);
  });
});
