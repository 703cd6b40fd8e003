import { act, fireEvent, render, screen } from '@testing-library/react';
import { api, bus } from '@tumbledash/shared';
import { PeeprRoot } from './peepr-root';
import { peeprData } from './target';

/** The hover cards' chunk, arriving when the test says so (a slow network): until then its host draws nothing. */
let mockArrived = false;
const mockListeners = new Set<() => void>();

jest.mock('../hovercard/hover-card-host', () => {
  const { useSyncExternalStore } = jest.requireActual<typeof import('react')>('react');
  const Host = jest.requireActual<typeof import('../hovercard/hover-card-host')>('../hovercard/hover-card-host').default;
  const subscribe = (listener: () => void) => {
    mockListeners.add(listener);
    return () => mockListeners.delete(listener);
  };
  function SlowHost(props: Parameters<typeof Host>[0]) {
    return useSyncExternalStore(subscribe, () => mockArrived) ? <Host {...props} /> : null;
  }
  return { __esModule: true, default: SlowHost };
});
jest.mock('../drawer/drawer', () => ({ __esModule: true, default: () => <div role="dialog" aria-label="viewer" /> }));

const card = () => screen.queryByRole('group', { name: 'friendly, blog card' });

async function hoverWhileTheChunkLoads() {
  mockArrived = false;
  // The card's data never comes: the card shows with its loader, which is all this needs.
  jest.spyOn(api, 'get').mockReturnValue(new Promise(() => undefined));
  render(
    <>
      <a href="/blog/friendly" data-peepr={peeprData('friendly')}>
        friendly
      </a>
      <p>Elsewhere</p>
      <PeeprRoot />
    </>,
  );
  const name = screen.getByRole('link', { name: 'friendly' });
  fireEvent.mouseOver(name);
  fireEvent.pointerMove(name);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(card()).not.toBeInTheDocument();
  return name;
}

function chunkArrives() {
  act(() => {
    mockArrived = true;
    mockListeners.forEach((listener) => listener());
  });
}

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));
afterEach(() => jest.restoreAllMocks());

it('shows the card once its code arrives while the pointer is still on the blog', async () => {
  await hoverWhileTheChunkLoads();
  chunkArrives();
  expect(await screen.findByRole('group', { name: 'friendly, blog card' })).toBeInTheDocument();
});

it('shows no card over the viewer that opened before the card’s code arrived', async () => {
  await hoverWhileTheChunkLoads();
  act(() => bus.emit('peepr:opened', { blogName: 'night-owl-notes' }));
  chunkArrives();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(card()).not.toBeInTheDocument();
});

it('shows no card for a blog the pointer left before the card’s code arrived', async () => {
  const name = await hoverWhileTheChunkLoads();
  fireEvent.mouseOut(name, { relatedTarget: screen.getByText('Elsewhere') });
  fireEvent.pointerMove(screen.getByText('Elsewhere'));
  chunkArrives();
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(card()).not.toBeInTheDocument();

  // The cards' own listeners serve the next hover.
  fireEvent.pointerMove(name);
  expect(await screen.findByRole('group', { name: 'friendly, blog card' })).toBeInTheDocument();
});
