import { bus } from '@tumbledash/shared';
import { claimEarlyOpens, watchEarlyOpens } from './early-opens';

describe('early open requests', () => {
  let time = 1000;
  const now = () => time;
  let stop: () => void;

  beforeEach(() => {
    time = 1000;
    stop = watchEarlyOpens(now);
  });
  afterEach(() => stop());

  it('hands the requests made before a controller listened to the first one that claims them', () => {
    bus.emit('messaging:open', {});
    bus.emit('messaging:open', { blogName: 'bob' });
    const first = claimEarlyOpens(now);
    expect(first.requests).toEqual([{}, { blogName: 'bob' }]);
    first.release();
    const second = claimEarlyOpens(now);
    expect(second.requests).toEqual([]);
    second.release();
  });

  it('keeps nothing while a controller listens, and queues again after it is gone', () => {
    const claim = claimEarlyOpens(now);
    bus.emit('messaging:open', { blogName: 'seen-by-the-controller' });
    claim.release();
    claim.release();
    bus.emit('messaging:open', { blogName: 'later' });
    const next = claimEarlyOpens(now);
    expect(next.requests).toEqual([{ blogName: 'later' }]);
    next.release();
  });

  it('drops requests older than 3 seconds', () => {
    bus.emit('messaging:open', { blogName: 'stale' });
    time += 3001;
    bus.emit('messaging:open', { blogName: 'fresh' });
    const claim = claimEarlyOpens(now);
    expect(claim.requests).toEqual([{ blogName: 'fresh' }]);
    claim.release();
  });
});
