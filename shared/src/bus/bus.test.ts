import { makeChannel } from '../test/fixtures';
import { bus, EventBus, getBus, HELD_REQUEST_MAX_AGE_MS, type BusMessage } from './bus';

describe('EventBus', () => {
  it('delivers a typed payload to listeners of that event only', () => {
    const events = new EventBus();
    const opened: string[] = [];
    const closed = jest.fn();
    events.on('peepr:open').subscribe((payload) => opened.push(payload.blogName));
    events.on('peepr:closed').subscribe(closed);

    events.emit('peepr:open', { blogName: 'staff', postId: '42' });
    events.emit('toast:show', { message: 'hello' });

    expect(opened).toEqual(['staff']);
    expect(closed).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const events = new EventBus();
    const listener = jest.fn();
    const subscription = events.on('post:deleted').subscribe(listener);
    events.emit('post:deleted', { id: '1' });
    subscription.unsubscribe();
    events.emit('post:deleted', { id: '2' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ id: '1' });
  });

  it('lets all() see every message with its type', () => {
    const events = new EventBus();
    const seen: BusMessage[] = [];
    events.all().subscribe((message) => seen.push(message));
    events.emit('unread:changed', { total: 3, perBlog: { staff: 3 } });
    events.emit('post-form:closed', { saved: true });
    expect(seen).toEqual([
      { type: 'unread:changed', payload: { total: 3, perBlog: { staff: 3 } } },
      { type: 'post-form:closed', payload: { saved: true } },
    ]);
  });

  it('does not replay events emitted before a listener subscribed', () => {
    const events = new EventBus();
    events.emit('post:deleted', { id: 'early' });
    const listener = jest.fn();
    events.on('post:deleted').subscribe(listener);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the page-wide bus', () => {
  it('is one instance kept on globalThis', () => {
    expect(getBus()).toBe(bus);
    expect((globalThis as Record<string, unknown>).__tumbledashBus__).toBe(bus);
  });

  it('stays one instance even when a second copy of the module loads (a remote with its own copy)', () => {
    let copy: typeof import('./bus') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./bus')>('./bus');
    });
    expect(copy?.EventBus).not.toBe(EventBus);
    expect(copy?.bus).toBe(bus);

    const listener = jest.fn();
    const subscription = bus.on('channel:switched').subscribe(listener);
    copy?.getBus().emit('channel:switched', { channel: makeChannel() });
    expect(listener).toHaveBeenCalledTimes(1);
    subscription.unsubscribe();
  });
});

describe('requests and their handler', () => {
  function clock(start = 1000) {
    const time = { now: start };
    return { time, events: new EventBus(() => time.now) };
  }

  it('hands a request emitted before any handler to the first handler, once', () => {
    const { events } = clock();
    events.emit('messaging:open', { blogName: 'staff' });
    const first = jest.fn();
    const second = jest.fn();
    events.handle('messaging:open').subscribe(first);
    events.handle('messaging:open').subscribe(second);
    expect(first).toHaveBeenCalledWith({ blogName: 'staff' });
    expect(second).not.toHaveBeenCalled();
  });

  it('does not count plain listeners as handlers', () => {
    const { events } = clock();
    const observer = jest.fn();
    events.on('peepr:open').subscribe(observer);
    events.emit('peepr:open', { blogName: 'staff' });
    const handler = jest.fn();
    events.handle('peepr:open').subscribe(handler);
    expect(observer).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ blogName: 'staff' });
  });

  it('drops a request older than ten seconds', () => {
    const { time, events } = clock();
    events.emit('compose:open', { mode: 'new' });
    time.now += HELD_REQUEST_MAX_AGE_MS + 1;
    events.emit('compose:open', { mode: 'new', type: 'quote' });
    const handler = jest.fn();
    events.handle('compose:open').subscribe(handler);
    expect(handler.mock.calls).toEqual([[{ mode: 'new', type: 'quote' }]]);
  });

  it('holds nothing while a handler listens, and holds again after it leaves', () => {
    const { events } = clock();
    const handler = jest.fn();
    const subscription = events.handle('messaging:open').subscribe(handler);
    events.emit('messaging:open', { blogName: 'staff' });
    subscription.unsubscribe();
    const next = jest.fn();
    const nextSubscription = events.handle('messaging:open').subscribe(next);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();

    nextSubscription.unsubscribe();
    events.emit('messaging:open', { blogName: 'friendly' });
    const last = jest.fn();
    events.handle('messaging:open').subscribe(last);
    expect(last).toHaveBeenCalledWith({ blogName: 'friendly' });
  });
});
