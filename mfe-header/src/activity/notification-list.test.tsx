import { render, screen, within } from '@testing-library/react';
import { makeNotification } from '../test-utils/fixtures';
import { ACTIVITY_EMPTY_TEXT, NotificationList } from './notification-list';

const now = new Date(2024, 2, 14, 12, 0); // Thursday, March 14 2024
const at = (date: Date) => Math.floor(date.getTime() / 1000);

describe('NotificationList', () => {
  it('shows the empty state of B§2', () => {
    render(<NotificationList notifications={[]} blogName="alice" now={now} />);
    expect(screen.getByText('Check out this tab when you make a post to see Likes, Reblogs, and new followers.')).toBeInTheDocument();
    expect(ACTIVITY_EMPTY_TEXT).toBe('Check out this tab when you make a post to see Likes, Reblogs, and new followers.');
  });

  it('groups notifications under day headers, newest first', () => {
    render(
      <NotificationList
        blogName="alice"
        now={now}
        notifications={[
          makeNotification({ timestamp: at(new Date(2024, 2, 1, 9)), message: 'started following you', type: 'follower' }),
          makeNotification({ timestamp: at(new Date(2024, 2, 14, 8)), message: 'liked your post' }),
          makeNotification({ timestamp: at(new Date(2024, 2, 13, 22)), message: 'reblogged your post', type: 'reblog' }),
          makeNotification({ timestamp: at(new Date(2024, 2, 11, 10)), message: 'mentioned you', type: 'user_mention' }),
        ]}
      />,
    );
    const headers = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headers).toEqual(['Today', 'Yesterday', '3 days ago', 'Friday, March 1']);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByRole('listitem')).toHaveTextContent('bob liked your post');
    expect(within(screen.getByRole('region', { name: 'Yesterday' })).getByRole('listitem')).toHaveTextContent(
      'reblogged your post',
    );
  });

  it('shows the post, the reply and a follow link for new followers', () => {
    render(
      <NotificationList
        blogName="alice"
        now={now}
        notifications={[
          makeNotification({
            type: 'reply',
            message: 'replied to your post',
            post: {
              url: '/post/7',
              id: '7',
              tumblelog: 'alice',
              type: 'regular',
              summary: 'My first post',
              media_url: null,
              is_ask: false,
              is_answer: false,
            },
            note_meta: { reply_text: 'Lovely!' },
          }),
          makeNotification({ type: 'follower', message: 'started following you' }),
          makeNotification({
            type: 'follower',
            message: 'started following you',
            from_tumblelog: { name: 'carol', uuid: 't:carol', avatar_url: '', following: true },
          }),
          makeNotification({ type: 'ask', message: 'asked you a question', from_tumblelog: null }),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'My first post' })).toHaveAttribute('href', '/post/7');
    expect(screen.getByText('Lovely!')).toBeInTheDocument();
    const follows = screen.getAllByRole('link', { name: 'Follow' });
    expect(follows).toHaveLength(1);
    expect(follows[0]).toHaveAttribute('href', '/follow/bob');
    expect(screen.getByText('Anonymous')).toBeInTheDocument();
  });
});
