import { screen } from '@testing-library/react';
import type { AppProps } from 'single-spa';
import { remoteLifecycles } from './remote-lifecycles';

function props(domElement: HTMLElement) {
  return { name: 'test-remote', singleSpa: {}, mountParcel: jest.fn(), domElement } as unknown as AppProps;
}

describe('remoteLifecycles', () => {
  beforeAll(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('mounts the root component into its slot and unmounts it', async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    const lifecycles = remoteLifecycles(() => <p>Hello from the remote</p>, 'The test');
    await lifecycles.bootstrap(props(slot));
    await lifecycles.mount(props(slot));
    expect(await screen.findByText('Hello from the remote')).toBeInTheDocument();
    await lifecycles.unmount(props(slot));
    expect(screen.queryByText('Hello from the remote')).not.toBeInTheDocument();
  });

  it('shows what the person lost when the root throws', async () => {
    const slot = document.body.appendChild(document.createElement('div'));
    const Broken = () => {
      throw new Error('boom');
    };
    const lifecycles = remoteLifecycles(Broken, 'The test');
    await lifecycles.bootstrap(props(slot));
    await lifecycles.mount(props(slot));
    expect(await screen.findByRole('status')).toHaveTextContent('The test is unavailable right now.');
    await lifecycles.unmount(props(slot));
  });
});
