import { fireEvent, render, screen } from '@testing-library/react';
import type { PostContent } from '@tumbledash/shared';
import { AudioContent } from './audio-content';

type AudioPost = Extract<PostContent, { type: 'audio' }>;

const track = (title: string, url = `/media/a/${title}.mp3`): AudioPost => ({
  type: 'audio',
  caption: '',
  url,
  trackTitle: title,
  trackArtist: '',
  trackAlbum: '',
  albumArt: '',
});

describe('AudioContent', () => {
  let pause: jest.SpyInstance;

  beforeEach(() => {
    pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('starting one audio post stops and rewinds the others (A§4.14)', () => {
    render(
      <>
        <AudioContent content={track('one')} />
        <AudioContent content={track('two')} />
      </>,
    );
    const one = screen.getByLabelText('one') as HTMLAudioElement;
    const two = screen.getByLabelText('two') as HTMLAudioElement;
    one.currentTime = 30;
    fireEvent.play(two);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(pause.mock.contexts[0]).toBe(one);
    expect(one.currentTime).toBe(0);
  });

  it('an error disables the player and says so', () => {
    render(<AudioContent content={track('broken')} />);
    fireEvent.error(screen.getByLabelText('broken'));
    expect(screen.queryByLabelText('broken')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('This audio can’t be played.');
  });

  it('a failed player no longer takes part', () => {
    render(
      <>
        <AudioContent content={track('broken')} />
        <AudioContent content={track('fine')} />
      </>,
    );
    fireEvent.error(screen.getByLabelText('broken'));
    fireEvent.play(screen.getByLabelText('fine'));
    expect(pause).not.toHaveBeenCalled();
  });

  it('an unsafe source is never loaded', () => {
    render(<AudioContent content={track('bad', 'javascript:alert(1)')} />);
    expect(screen.queryByLabelText('bad')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('can’t be played');
  });

  it('shows the fallback title without track tags', () => {
    render(<AudioContent content={track('')} />);
    expect(screen.getByText('Untitled track')).toBeInTheDocument();
  });
});
