import { NO_TRACK_SLOTS, trackSlotsOf } from './track-tags';

const file = { url: '/media/a.mp3', key: 'a.mp3', mime: 'audio/mpeg', bytes: 9, width: 0, height: 0 };

it('reads the tags and cover of an upload answer, empty where it has none', () => {
  expect(trackSlotsOf({ ...file, id3_tags: { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, album_art: '/media/art.png' })).toEqual({
    trackTitle: 'QA Tone',
    trackArtist: 'QA Band',
    trackAlbum: 'QA Album',
    albumArt: '/media/art.png',
  });
  expect(trackSlotsOf(file)).toEqual(NO_TRACK_SLOTS);
});
