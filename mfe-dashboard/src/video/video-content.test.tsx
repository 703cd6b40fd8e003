import { render, screen, waitFor } from '@testing-library/react';
import { makeVideoContent, type VideoPost } from '../test-support/fixtures';
import { VideoContent } from './video-content';

const clip = (overrides: Partial<VideoPost> = {}): VideoPost => makeVideoContent({ caption: '<p>Clip</p>', ...overrides });

/** What gives a video its place in the row. */
function box(video: HTMLElement) {
  return {
    frame: video.parentElement?.className,
    className: video.className,
    width: video.getAttribute('width'),
    height: video.getAttribute('height'),
    poster: video.getAttribute('poster'),
  };
}

describe('VideoContent', () => {
  // First in this file: React.lazy keeps the player once loaded, so later renders skip the placeholder.
  it('holds the player’s box, caption below, while the player loads; then plays the file in the same box', async () => {
    render(<VideoContent content={clip()} postId="42" blog="bob" inViewer={false} />);
    const placeholder = screen.getByLabelText('Video');
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).not.toHaveAttribute('src');
    expect(screen.getByText('Clip')).toBeInTheDocument();
    const held = box(placeholder);
    expect(held).toEqual({
      frame: 'td-dash-video',
      className: 'td-dash-video__player',
      width: '640',
      height: '360',
      poster: '/media/v/poster.jpg',
    });

    await waitFor(() => expect(screen.getByLabelText('Video')).toHaveAttribute('src', '/media/v/clip.mp4'));
    const player = screen.getByLabelText('Video');
    expect(player).not.toHaveAttribute('aria-busy');
    expect(box(player)).toEqual(held);
    expect(screen.getByText('Clip')).toBeInTheDocument();
  });

  it('renders the embed, not a <video>, when an embedded video carries its embed URL in url', () => {
    const { container } = render(
      <VideoContent
        content={clip({
          url: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
          embedCode: '<iframe width="500" height="281" src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen></iframe>',
        })}
        postId="42"
        blog="bob"
        inViewer={false}
      />,
    );
    expect(container.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByText('This video can’t be played.')).toBeNull();
  });

  it('renders a sanitized embed when there is no file', () => {
    const { container } = render(
      <VideoContent
        content={clip({ url: '', embedCode: '<iframe src="https://player.example.com/1"></iframe><script>alert(1)</script>' })}
        postId="42"
        blog="bob"
        inViewer={false}
      />,
    );
    expect(container.querySelector('iframe')).toHaveAttribute('sandbox');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });
});
