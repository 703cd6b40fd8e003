import { createHoverMachine, type HoverView } from './hover-machine';

interface Card {
  posts: string[];
}

function setup(posts: string[], loadMs = 0) {
  const views: HoverView<Card>[] = [];
  const machine = createHoverMachine<Card>({
    load: () => new Promise((resolve) => setTimeout(() => resolve({ posts }), loadMs)),
    postCount: (data) => data.posts.length,
    onChange: (view) => views.push(view),
  });
  return { machine, last: () => views[views.length - 1]! };
}

/** Advances fake time and lets resolved promises run. */
async function wait(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the loader only when loading takes longer than 250 ms', async () => {
  const slow = setup(['a', 'b'], 400);
  slow.machine.enter('friendly');
  await wait(249);
  expect(slow.last().loaderVisible).toBe(false);
  await wait(1);
  expect(slow.last().loaderVisible).toBe(true);
  await wait(150);
  expect(slow.last()).toMatchObject({ loaderVisible: false, data: { posts: ['a', 'b'] } });

  const fast = setup(['a', 'b'], 100);
  fast.machine.enter('friendly');
  await wait(300);
  expect(fast.last().loaderVisible).toBe(false);
});

it('reveals recent posts no sooner than 500 ms after opening, and only two or more', async () => {
  const two = setup(['a', 'b'], 100);
  two.machine.enter('friendly');
  await wait(499);
  expect(two.last().postsVisible).toBe(false);
  await wait(1);
  expect(two.last().postsVisible).toBe(true);

  const one = setup(['a'], 0);
  one.machine.enter('friendly');
  await wait(2000);
  expect(one.last().postsVisible).toBe(false);
  expect(one.last().data).toEqual({ posts: ['a'] });
});

it('closes 300 ms after leaving, then fades out over 250 ms; coming back in time keeps it', async () => {
  const { machine, last } = setup(['a', 'b']);
  machine.enter('friendly');
  await wait(10);
  machine.leave();
  await wait(200);
  machine.enter();
  await wait(500);
  expect(last().phase).toBe('open');

  machine.leave();
  await wait(299);
  expect(last().phase).toBe('open');
  await wait(1);
  expect(last().phase).toBe('fading');
  await wait(250);
  expect(last()).toMatchObject({ phase: 'idle', blogName: null });
});

it('switches to another blog at once and ignores the first blog’s late answer', async () => {
  const views: HoverView<Card>[] = [];
  const machine = createHoverMachine<Card>({
    load: (name) => new Promise((resolve) => setTimeout(() => resolve({ posts: [name] }), name === 'slow' ? 300 : 10)),
    postCount: (data) => data.posts.length,
    onChange: (view) => views.push(view),
  });
  machine.enter('slow');
  await wait(5);
  machine.enter('quick');
  await wait(400);
  expect(views[views.length - 1]).toMatchObject({ blogName: 'quick', data: { posts: ['quick'] } });
  machine.dismiss();
  expect(machine.view().phase).toBe('fading');
});

it('updates the shown data in place without touching its timings, and nothing once closed', async () => {
  const { machine, last } = setup(['a', 'b']);
  machine.enter('friendly');
  await wait(10);
  machine.update((data) => ({ posts: [...data.posts, 'c'] }));
  expect(last()).toMatchObject({ phase: 'open', data: { posts: ['a', 'b', 'c'] }, postsVisible: false });
  await wait(490);
  expect(last().postsVisible).toBe(true);
  machine.dismiss();
  await wait(250);
  machine.update(() => ({ posts: ['x'] }));
  expect(last()).toMatchObject({ phase: 'idle', data: null });
});
