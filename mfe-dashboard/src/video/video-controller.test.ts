import { bus } from '@tumbledash/shared';
import { createVideoController, type ControlledPlayer, type VideoController } from './video-controller';

/** A player whose box sits at `top` (300 px tall) in an 800 px viewport. */
function fakePlayer(top: number, inViewer = false) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const box = { top };
  element.getBoundingClientRect = () => ({ top: box.top, bottom: box.top + 300, height: 300 }) as DOMRect;
  element.getClientRects = () => [{}] as unknown as DOMRectList;
  const state = { paused: true, autoplay: true };
  const player: ControlledPlayer = {
    element,
    inViewer,
    autoplay: () => state.autoplay,
    paused: () => state.paused,
    play: jest.fn(() => {
      state.paused = false;
    }),
    pause: jest.fn(() => {
      state.paused = true;
    }),
  };
  return { player, state, box };
}

describe('video controller', () => {
  let controller: VideoController;

  beforeEach(() => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    controller = createVideoController();
  });

  afterEach(() => {
    controller.dispose();
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  it('plays the first fully visible autoplay player, in document order', () => {
    const below = fakePlayer(900);
    const first = fakePlayer(100);
    const second = fakePlayer(450);
    controller.register(first.player);
    controller.register(second.player);
    controller.register(below.player);
    jest.advanceTimersByTime(500);
    expect(first.player.play).toHaveBeenCalled();
    expect(second.player.play).not.toHaveBeenCalled();
    expect(below.player.play).not.toHaveBeenCalled();
  });

  it('on scroll (at most every 500 ms) the next one plays and the one that left pauses', () => {
    const a = fakePlayer(100);
    const b = fakePlayer(600);
    controller.register(a.player);
    controller.register(b.player);
    jest.advanceTimersByTime(500);
    expect(a.state.paused).toBe(false);

    a.box.top = -350;
    b.box.top = 150;
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(499);
    expect(b.player.play).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(b.player.play).toHaveBeenCalledTimes(1);
    expect(a.player.pause).toHaveBeenCalled();
  });

  it('a player whose autoplay ended is left alone', () => {
    const a = fakePlayer(100);
    a.state.autoplay = false;
    controller.register(a.player);
    jest.advanceTimersByTime(500);
    expect(a.player.play).not.toHaveBeenCalled();
  });

  it('while the viewer is open only its players count; the page resumes when it closes', () => {
    const page = fakePlayer(100);
    const viewer = fakePlayer(100, true);
    controller.register(page.player);
    jest.advanceTimersByTime(500);
    expect(page.state.paused).toBe(false);

    page.state.paused = true;
    bus.emit('peepr:opened', { blogName: 'bob' });
    controller.register(viewer.player);
    jest.advanceTimersByTime(500);
    expect(viewer.player.play).toHaveBeenCalled();
    expect(page.player.play).toHaveBeenCalledTimes(1);

    bus.emit('peepr:closed', {});
    expect(page.player.play).toHaveBeenCalledTimes(2);
  });

  it('nothing plays while a post form is open', () => {
    const a = fakePlayer(100);
    controller.register(a.player);
    jest.advanceTimersByTime(500);
    bus.emit('post-form:opened', { mode: 'new', type: 'text' });
    expect(a.state.paused).toBe(true);
    jest.advanceTimersByTime(1000);
    window.dispatchEvent(new Event('scroll'));
    expect(a.player.play).toHaveBeenCalledTimes(1);
    bus.emit('post-form:closed', { saved: false });
    expect(a.player.play).toHaveBeenCalledTimes(2);
  });

  it('stops listening to the page once the last player is gone', () => {
    const remove = jest.spyOn(window, 'removeEventListener');
    const unregister = controller.register(fakePlayer(100).player);
    unregister();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});
