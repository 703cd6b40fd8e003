import { createAudioCoordinator, type Playable } from './audio-coordinator';

function fakePlayer(currentTime = 12): Playable & { pause: jest.Mock } {
  return { pause: jest.fn(), currentTime };
}

describe('audio coordinator', () => {
  it('stops and rewinds every other player when one starts (A§4.14)', () => {
    const coordinator = createAudioCoordinator();
    const [a, b, c] = [fakePlayer(), fakePlayer(), fakePlayer()];
    [a, b, c].forEach((player) => coordinator.register(player));
    coordinator.started(b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(c.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect([a.currentTime, b.currentTime, c.currentTime]).toEqual([0, 12, 0]);
  });

  it('forgets unregistered players', () => {
    const coordinator = createAudioCoordinator();
    const [a, b] = [fakePlayer(), fakePlayer()];
    const unregister = coordinator.register(a);
    coordinator.register(b);
    unregister();
    coordinator.started(b);
    expect(a.pause).not.toHaveBeenCalled();
    expect(a.currentTime).toBe(12);
  });
});
