import { render, screen } from '@testing-library/react';
import { REMOTE_RENDER_ERROR_EVENT, RemoteErrorFallback } from './remote-error-fallback';
import { ApiError } from '../api/errors';

it('says the feature is unavailable and tells the page its boundary caught an error', () => {
  const heard = jest.fn();
  document.addEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
  render(<RemoteErrorFallback feature="Sharing" />);
  expect(screen.getByRole('status')).toHaveTextContent('Sharing is unavailable right now.');
  expect(heard).toHaveBeenCalledTimes(1);
  expect((heard.mock.calls[0][0] as CustomEvent).detail.message).toMatch(/^Sharing/);
  document.removeEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
});

it('stays quiet when the shell shows it for a remote that could not load', () => {
  const heard = jest.fn();
  document.addEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
  render(<RemoteErrorFallback feature="The header" announce={false} />);
  expect(heard).not.toHaveBeenCalled();
  document.removeEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
});

it("tells the page the failed API request's id when an API error was caught, and nothing of other errors", () => {
  const heard = jest.fn();
  document.addEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
  render(<RemoteErrorFallback feature="Sharing" error={new ApiError(500, 'Internal', [], null, 'req-7c1f9a20')} />);
  render(<RemoteErrorFallback feature="Sharing" error={new Error('my secret draft')} />);
  const details = heard.mock.calls.map((call) => (call[0] as CustomEvent).detail);
  expect(details).toEqual([
    { message: 'Sharing: the error boundary caught an error.', requestId: 'req-7c1f9a20' },
    { message: 'Sharing: the error boundary caught an error.' },
  ]);
  document.removeEventListener(REMOTE_RENDER_ERROR_EVENT, heard);
});
