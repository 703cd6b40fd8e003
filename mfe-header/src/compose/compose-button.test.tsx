import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type BusEvents } from '@tumbledash/shared';
import { ComposeButton } from './compose-button';

let opened: jest.Mock<void, [BusEvents['compose:open']]>;
let unsubscribe: () => void;

beforeEach(() => {
  opened = jest.fn();
  const subscription = bus.on('compose:open').subscribe(opened);
  unsubscribe = () => subscription.unsubscribe();
});

afterEach(() => {
  unsubscribe();
  jest.restoreAllMocks();
});

describe('ComposeButton', () => {
  it('opens fast compose (no type) on click', async () => {
    const user = userEvent.setup();
    render(<ComposeButton shortcutEnabled />);
    await user.click(screen.getByRole('button', { name: 'Compose a post' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ mode: 'new' });
  });

  it('opens fast compose on z+c outside a Mac', async () => {
    const user = userEvent.setup();
    render(<ComposeButton shortcutEnabled />);
    await user.keyboard('{z>}c{/z}');
    expect(opened).toHaveBeenCalledWith({ mode: 'new' });
  });

  it('opens fast compose on alt+c on a Mac, not on z+c', async () => {
    jest.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const user = userEvent.setup();
    render(<ComposeButton shortcutEnabled />);
    await user.keyboard('{z>}c{/z}');
    expect(opened).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}c{/Alt}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the person types in a field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label>
          Search <input />
        </label>
        <label>
          Note <textarea />
        </label>
        <div role="textbox" aria-label="Editor" contentEditable suppressContentEditableWarning />
        <ComposeButton shortcutEnabled />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('{z>}c{/z}');
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('zc');
    await user.click(screen.getByRole('textbox', { name: 'Editor' }));
    await user.keyboard('{z>}c{/z}');
    expect(opened).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('zc');
  });

  it('does not answer the shortcut when disabled', async () => {
    const user = userEvent.setup();
    render(<ComposeButton shortcutEnabled={false} />);
    await user.keyboard('{z>}c{/z}');
    expect(opened).not.toHaveBeenCalled();
  });
});
