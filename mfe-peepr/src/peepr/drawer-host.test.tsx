import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAWER_LOAD_ERROR, DrawerHost, type DrawerLoader, type DrawerProps } from './drawer-host';

function FakeDrawer({ request }: DrawerProps) {
  return <div role="dialog" aria-label={`${request.blogName} viewer`} />;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('says so with Retry when the viewer’s code cannot be fetched, and opens it once a retry works', async () => {
  const load = jest
    .fn<ReturnType<DrawerLoader>, []>()
    .mockRejectedValueOnce(new Error('Loading chunk peepr-drawer failed.'))
    .mockResolvedValue({ default: FakeDrawer });
  const onClose = jest.fn();
  render(<DrawerHost load={load} request={{ blogName: 'friendly' }} onClose={onClose} onOpenPage={jest.fn()} />);
  const failed = await screen.findByRole('dialog', { name: 'friendly could not be shown' });
  expect(failed).toHaveTextContent(DRAWER_LOAD_ERROR);
  expect(screen.getByRole('alert')).toHaveTextContent('Something went screwy.');
  expect(console.error).toHaveBeenCalledWith('ajax-error', expect.any(Error));

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('dialog', { name: 'friendly viewer' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

it('closes from the error', async () => {
  const onClose = jest.fn();
  render(<DrawerHost load={() => Promise.reject(new Error('offline'))} request={{ blogName: 'friendly' }} onClose={onClose} onOpenPage={jest.fn()} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});
