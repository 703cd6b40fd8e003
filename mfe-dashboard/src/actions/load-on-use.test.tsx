import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TECHNICAL_TROUBLE, dialogs } from '@tumbledash/shared';
import { makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';
import { DraftActions } from './draft-actions';
import { SubmissionActions } from './submission-actions';

// Code fetched on first use cannot be had (offline, or replaced by a new build).
jest.mock('./page-actions', () => {
  throw new Error('Loading chunk page-actions failed.');
});
jest.mock('./post-menu-actions', () => {
  throw new Error('Loading chunk post-menu-actions failed.');
});

describe('when code fetched on first use cannot be loaded', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('says so and gives a draft\'s buttons back', async () => {
    const alert = jest.spyOn(dialogs, 'alert').mockResolvedValue(undefined);
    render(<DraftActions post={makePost('101', undefined, { state: 'draft' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ message: TECHNICAL_TROUBLE }));
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Queue' })).toBeEnabled();
  });

  it('says so and gives a submission\'s buttons back', async () => {
    const alert = jest.spyOn(dialogs, 'alert').mockResolvedValue(undefined);
    render(<SubmissionActions post={makePost('102')} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ message: TECHNICAL_TROUBLE }));
    expect(screen.getByRole('button', { name: 'Deny' })).toBeEnabled();
  });

  it('says so and closes "More options" again, so the next click asks again', async () => {
    signIn();
    const alert = jest.spyOn(dialogs, 'alert').mockResolvedValue(undefined);
    renderCard(makePost('103', undefined, { tumblelog: 'me', is_mine: true }));
    const more = screen.getByRole('button', { name: 'More options' });
    await userEvent.click(more);
    await waitFor(() => expect(alert).toHaveBeenCalledWith({ message: TECHNICAL_TROUBLE }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await waitFor(() => expect(alert).toHaveBeenCalledTimes(2));
    resetPage();
  });
});
