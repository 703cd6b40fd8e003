import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@tumbledash/shared';
import { cardCommands } from '../keyboard/card-commands';
import { makePost } from '../test-support/fixtures';
import { renderCard, resetPage, signIn } from '../test-support/render-card';

const mine = { tumblelog: 'me', is_mine: true } as const;

describe('Posts that are not out yet (A§4.1)', () => {
  beforeEach(() => signIn());

  afterEach(() => {
    resetPage();
    jest.restoreAllMocks();
  });

  it('a scheduled post in the queue says when it goes out and offers no like, reblog, reply or share', async () => {
    const post = makePost('101', undefined, { ...mine, state: 'scheduled', publish_on: '2030-01-02T03:04:00.000Z' });
    renderCard(post, { page: 'queue' });
    expect(screen.getByText(/^Scheduled for /)).toBeInTheDocument();
    for (const name of ['Like', 'Reblog', 'Reply', 'Share']) expect(screen.queryByRole('button', { name })).toBeNull();
    // Edit and Delete stay in its menu.
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  });

  it('the keys do not like or reblog a queued post', () => {
    const send = jest.spyOn(api, 'post');
    renderCard(makePost('101', undefined, { ...mine, state: 'queued' }), { page: 'queue' });
    expect(screen.getByText('Queued')).toBeInTheDocument();
    const commands = cardCommands(screen.getByRole('article'));
    commands?.like();
    commands?.reblog();
    expect(send).not.toHaveBeenCalled();
  });

  it('a draft says so beside its date', () => {
    renderCard(makePost('101', undefined, { ...mine, state: 'draft' }), { page: 'drafts' });
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('a published post has no label and keeps its actions', () => {
    renderCard(makePost('101', undefined, { tumblelog: 'staff' }), { page: 'dashboard' });
    expect(screen.queryByText(/^(Draft|Queued|Scheduled for)/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Reblog' })).toBeInTheDocument();
  });
});
