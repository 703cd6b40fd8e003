import { bus } from '@tumbledash/shared';
import { makeNotification } from '../test-utils/fixtures';
import { activityCache } from './activity-cache';

describe('activityCache', () => {
  it('forgets every blog when the session changes', () => {
    activityCache.set('alice', [makeNotification()]);
    bus.emit('session:changed', { user: null });
    expect(activityCache.size).toBe(0);
  });
});
