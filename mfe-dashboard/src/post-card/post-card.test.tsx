import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, type BusMessage, type DashboardPost, type PostContent } from '@tumbledash/shared';
import { makeBlog, makePost, makeVideoContent } from '../test-support/fixtures';
import { formatPostDate, formatShortPostDate } from './format';
import { PostCard } from './post-card';

function renderPost(content: PostContent, overrides: Partial<DashboardPost> = {}) {
  const post = makePost('101', content, overrides);
  const view = render(<PostCard post={post} />);
  return { post, ...view };
}

function captureBus(): { messages: BusMessage[]; stop: () => void } {
  const messages: BusMessage[] = [];
  const subscription = bus.all().subscribe((message) => messages.push(message));
  return { messages, stop: () => subscription.unsubscribe() };
}

describe('PostCard by type', () => {
  it('text: title and sanitized body', () => {
    const { container } = renderPost({
      type: 'text',
      title: 'Hello world',
      body: '<p>First <b>bold</b> line</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    });
    expect(screen.getByRole('heading', { name: 'Hello world' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it('photo: a single image with its size, link-through and caption', () => {
    renderPost({
      type: 'photo',
      caption: '<p>Sunset caption</p>',
      linkthrough: 'https://example.com/gallery',
      photos: [{ id: 'o1', url: '/media/p/1.jpg', width: 1280, height: 720, caption: '' }],
      layout: [1],
    });
    const image = screen.getByRole('img', { name: 'Photo' });
    expect(image).toHaveAttribute('src', '/media/p/1.jpg');
    expect(image).toHaveAttribute('width', '1280');
    expect(image).toHaveAttribute('height', '720');
    expect(image.closest('a')).toHaveAttribute('href', 'https://example.com/gallery');
    expect(screen.getByText('Sunset caption')).toBeInTheDocument();
  });

  it('photo: photoset rows follow the layout, with per-photo captions', () => {
    const { container } = renderPost({
      type: 'photo',
      caption: '',
      linkthrough: '',
      photos: [
        { id: 'o1', url: '/media/p/1.jpg', width: 400, height: 300, caption: 'One' },
        { id: 'o2', url: '/media/p/2.jpg', width: 400, height: 300, caption: '' },
        { id: 'o3', url: '/media/p/3.jpg', width: 300, height: 400, caption: '' },
      ],
      layout: [1, 2],
    });
    const rows = container.querySelectorAll('.td-dash-photo__row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelectorAll('img')).toHaveLength(1);
    expect(rows[1]?.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByText('One').tagName).toBe('FIGCAPTION');
    expect(container.querySelector('.td-dash-photo a')).toBeNull();
  });

  it('photo: a carousel post shows one photo at a time, linked to its click-through link', () => {
    renderPost(
      {
        type: 'photo',
        caption: '',
        linkthrough: 'https://example.com/linkthrough',
        photos: [
          { id: 'o1', url: '/media/p/1.jpg', width: 400, height: 300, caption: '' },
          { id: 'o2', url: '/media/p/2.jpg', width: 400, height: 300, caption: '' },
        ],
        layout: [2],
      },
      { is_carousel: true },
    );
    expect(screen.getByRole('region', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Photo' })).toHaveAttribute('href', 'https://example.com/linkthrough');
  });

  it('photo: a multi-photo post that is not a carousel draws its layout rows, each photo linked', () => {
    const { container } = renderPost(
      {
        type: 'photo',
        caption: '',
        linkthrough: 'https://example.com/linkthrough',
        photos: [
          { id: 'o1', url: '/media/p/1.jpg', width: 400, height: 300, caption: 'One' },
          { id: 'o2', url: '/media/p/2.jpg', width: 400, height: 300, caption: '' },
        ],
        layout: [2],
      },
      { is_carousel: false },
    );
    expect(screen.queryByRole('region', { name: 'Photos' })).toBeNull();
    const rows = container.querySelectorAll('.td-dash-photo__row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.querySelectorAll('img')).toHaveLength(2);
    const links = screen.getAllByRole('link', { name: /^(One|Photo)$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/linkthrough', 'https://example.com/linkthrough']);
    expect(links.map((link) => link.textContent === '' && link.querySelector('img')?.getAttribute('alt'))).toEqual(['One', 'Photo']);
  });

  it('photo: unsafe image urls are not rendered', () => {
    const { container } = renderPost({
      type: 'photo',
      caption: '',
      linkthrough: 'javascript:alert(1)',
      photos: [{ id: 'o1', url: 'javascript:alert(1)', width: 1, height: 1, caption: '' }],
      layout: [],
    });
    expect(container.querySelector('.td-dash-photo img')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('quote: the quote and its source', () => {
    renderPost({ type: 'quote', quote: 'To be or not to be', source: '<a href="https://example.com">Hamlet</a>' });
    expect(screen.getByText('To be or not to be').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Hamlet' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('link: title, host, excerpt and thumbnail, opening in a new tab', () => {
    const { container } = renderPost({
      type: 'link',
      title: 'A great article',
      url: 'https://www.example.com/article',
      caption: '<p>Worth reading</p>',
      excerpt: 'The first lines of it',
      author: 'Someone',
      thumbnail: 'https://img.example.com/t.jpg',
    });
    const link = screen.getByRole('link', { name: /A great article/ });
    expect(link).toHaveAttribute('href', 'https://www.example.com/article');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(link).getByText('example.com')).toBeInTheDocument();
    expect(within(link).getByText('The first lines of it')).toBeInTheDocument();
    expect(container.querySelector('.td-dash-link__thumb')).toHaveAttribute('src', 'https://img.example.com/t.jpg');
    expect(screen.getByText('Worth reading')).toBeInTheDocument();
  });

  it('link: a javascript: url is shown as text, not linked', () => {
    renderPost({ type: 'link', title: 'Bad', url: 'javascript:alert(1)', caption: '', excerpt: '', author: '', thumbnail: '' });
    expect(screen.getByText('Bad')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
  });

  it('chat: one line per speaker', () => {
    renderPost({
      type: 'chat',
      title: 'Overheard',
      chat: [
        { label: 'Alice:', phrase: 'Hi there' },
        { label: 'Bob:', phrase: '<b>not html</b>' },
      ],
    });
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Alice: Hi there', 'Bob: <b>not html</b>']);
    expect(screen.getByText('Alice:').tagName).toBe('STRONG');
  });

  it('note/answer: the asker, the question and the answer', async () => {
    const bus$ = captureBus();
    renderPost({ type: 'note', ask: '<p>What is your favourite colour?</p>', asker: 'carol', answer: '<p>Blue.</p>', caption: '' });
    expect(screen.getByText(/asked:/)).toHaveTextContent('carol asked:');
    expect(screen.getByText('What is your favourite colour?')).toBeInTheDocument();
    expect(screen.getByText('Blue.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'carol' }));
    expect(bus$.messages).toContainEqual({ type: 'peepr:open', payload: { blogName: 'carol' } });
    bus$.stop();
  });

  it('a submission in the inbox says who sent it', async () => {
    const bus$ = captureBus();
    renderPost({ type: 'text', title: 'For you', body: '<p>Sent in.</p>' }, { state: 'unapproved', submitter: makeBlog('dave') } as Partial<DashboardPost>);
    expect(screen.getByText(/submitted:/)).toHaveTextContent('dave submitted:');
    await userEvent.click(screen.getByRole('link', { name: 'dave' }));
    expect(bus$.messages).toContainEqual({ type: 'peepr:open', payload: { blogName: 'dave' } });
    bus$.stop();
  });

  it('note/answer: an anonymous ask', () => {
    renderPost({ type: 'note', ask: 'Hi?', asker: null, answer: 'Hello', caption: '' });
    expect(screen.getByText(/asked:/)).toHaveTextContent('Anonymous asked:');
  });

  it('audio: a native player with track and artist', () => {
    renderPost({
      type: 'audio',
      caption: '',
      url: '/media/a/song.mp3',
      trackTitle: 'Song',
      trackArtist: 'Band',
      trackAlbum: 'Album',
      albumArt: '/media/a/art.jpg',
    });
    expect(screen.getByText('Song')).toBeInTheDocument();
    expect(screen.getByText('Band')).toBeInTheDocument();
    expect(screen.getByLabelText('Song by Band')).toHaveAttribute('src', '/media/a/song.mp3');
  });

  it('video: a native player with poster, starting muted', async () => {
    renderPost(makeVideoContent({ caption: '<p>Clip</p>' }));
    // The player's code loads with the first video post.
    await waitFor(() => expect(screen.getByLabelText('Video')).toHaveAttribute('src', '/media/v/clip.mp4'));
    const video = screen.getByLabelText<HTMLVideoElement>('Video');
    expect(video).toHaveAttribute('poster', '/media/v/poster.jpg');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(screen.getByText('Clip')).toBeInTheDocument();
  });
});

describe('PostCard frame', () => {
  it('opens the blog from the avatar and the name, and the post from the date', async () => {
    const bus$ = captureBus();
    const { container } = renderPost({ type: 'text', title: '', body: 'x' });
    await userEvent.click(screen.getByRole('link', { name: 'alice' }));
    await userEvent.click(container.querySelector('.td-dash-post__avatar') as HTMLElement);
    await userEvent.click(screen.getByRole('link', { name: /2023/ }));
    expect(bus$.messages.filter((message) => message.type === 'peepr:open').map((message) => message.payload)).toEqual([
      { blogName: 'alice' },
      { blogName: 'alice' },
      { blogName: 'alice', postId: '101' },
    ]);
    bus$.stop();
  });

  it('names the article by its byline and shows the reblog source line', () => {
    renderPost({ type: 'text', title: '', body: 'x' }, { parent_blog: makeBlog('bob') });
    expect(screen.getByRole('article', { name: 'alice reblogged bob' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bob' })).toBeInTheDocument();
  });

  it('shows the root content and each trail contribution under its contributor', async () => {
    const bus$ = captureBus();
    renderPost(
      { type: 'text', title: '', body: '<p>Root words</p>' },
      {
        root_id: '5',
        root_blog: makeBlog('dora'),
        trail: [
          { blog: { name: 'carol', uuid: 't:carol', avatar_url: '' }, post_id: '7', content_html: '<p>Original words</p>' },
          { blog: { name: 'bob', uuid: 't:bob', avatar_url: '' }, post_id: '8', content_html: '<p>My addition</p>' },
        ],
        reblog_source: { name: 'bob', following: true },
      },
    );
    const root = screen.getByRole('link', { name: 'dora' });
    expect(root.closest('p')?.nextElementSibling).toHaveTextContent('Root words');
    await userEvent.click(root);
    expect(bus$.messages).toContainEqual({ type: 'peepr:open', payload: { blogName: 'dora', postId: '5' } });
    const trail = screen.getByRole('list', { name: 'Reblog trail' });
    const items = within(trail).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'carol' })).toBeInTheDocument();
    expect(within(items[0]!).getByText('Original words')).toBeInTheDocument();
    expect(within(items[1]!).getByText('My addition')).toBeInTheDocument();
    await userEvent.click(within(items[0]!).getByRole('link', { name: 'carol' }));
    expect(bus$.messages).toContainEqual({ type: 'peepr:open', payload: { blogName: 'carol', postId: '7' } });
    bus$.stop();
  });

  it('shows the notes count and no like, reblog or reply buttons yet', () => {
    renderPost({ type: 'text', title: '', body: 'x' }, { note_count: 1234 });
    expect(screen.getByText('1,234 notes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /like|reblog|reply/i })).toBeNull();
  });

  it('Share emits share:open with the post and the button itself, which the popover follows', async () => {
    const bus$ = captureBus();
    const { post } = renderPost({ type: 'text', title: '', body: 'x' });
    const share = screen.getByRole('button', { name: 'Share' });
    await userEvent.click(share);
    const opened = bus$.messages.find((message) => message.type === 'share:open');
    expect(opened?.payload).toMatchObject({ post });
    expect((opened?.payload as { anchor: unknown }).anchor).toBe(share);
    bus$.stop();
  });

  it('renders the date with Intl in a time element', () => {
    renderPost({ type: 'text', title: '', body: 'x' });
    expect(document.querySelector('time')).toHaveAttribute('datetime', '2023-11-14T22:13:20.000Z');
  });

  it('keeps the full date in the title and for screen readers once, beside the full and short ones shown by width', () => {
    renderPost({ type: 'text', title: '', body: 'x' });
    const time = document.querySelector('time')!;
    const full = formatPostDate(1_700_000_000);
    expect(time).toHaveAttribute('title', full);
    const [read, shown] = within(time).getAllByText(full);
    expect(read).toHaveClass('td-ui-visually-hidden');
    expect(read).not.toHaveAttribute('aria-hidden');
    expect(shown).toHaveClass('td-dash-post__date-full');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
    const short = within(time).getByText(formatShortPostDate(1_700_000_000));
    expect(short).toHaveClass('td-dash-post__date-short');
    expect(short).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: full })).toBeInTheDocument();
  });
});
