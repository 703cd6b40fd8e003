import { createRoot } from 'react-dom/client';
import { transitionRootClient } from './transition-root';

const COMPONENTS = 120;

/** Each component takes 1 ms to render: the whole tree is one long task unless React slices it. */
function rendersOfASlowTree(create: (container: HTMLElement) => { render(children: React.ReactNode): void }) {
  let rendered = 0;
  function Slow({ index }: { index: number }) {
    const until = performance.now() + 1;
    while (performance.now() < until);
    rendered += 1;
    return <li>{index}</li>;
  }
  const seen: number[] = [];
  return new Promise<number[]>((resolve) => {
    const container = document.createElement('div');
    document.body.append(container);
    const tick = setInterval(() => {
      seen.push(rendered);
      if (container.querySelectorAll('li').length === COMPONENTS) {
        clearInterval(tick);
        resolve(seen);
      }
    }, 0);
    create(container).render(
      <ul>
        {Array.from({ length: COMPONENTS }, (_, index) => (
          <Slow key={index} index={index} />
        ))}
      </ul>,
    );
  });
}

describe('transitionRootClient', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });

  it('renders the whole tree', async () => {
    const seen = await rendersOfASlowTree((container) => transitionRootClient.createRoot(container));
    expect(seen.at(-1)).toBe(COMPONENTS);
  });

  it('lets other tasks run while a large tree renders', async () => {
    const seen = await rendersOfASlowTree((container) => transitionRootClient.createRoot(container));
    expect(seen.some((count) => count > 0 && count < COMPONENTS)).toBe(true);
  });

  it('is needed: a plain root renders the same tree in one task', async () => {
    const seen = await rendersOfASlowTree((container) => createRoot(container));
    expect(seen.some((count) => count > 0 && count < COMPONENTS)).toBe(false);
  });
});
