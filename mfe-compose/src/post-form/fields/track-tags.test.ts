import { fillTrackSlots, NO_TRACK_SLOTS, trackSlotsOf } from './track-tags';

const file = { url: '/media/a.mp3', key: 'a.mp3', mime: 'audio/mpeg', bytes: 9, width: 0, height: 0 };
const qaTone = { trackTitle: 'QA Tone', trackArtist: 'QA Band', trackAlbum: 'QA Album', albumArt: '/media/art.png' };

it('reads the tags and cover of an upload answer, empty where it has none', () => {
  expect(trackSlotsOf({ ...file, id3_tags: { title: 'QA Tone', artist: 'QA Band', album: 'QA Album' }, album_art: '/media/art.png' })).toEqual(qaTone);
  expect(trackSlotsOf(file)).toEqual(NO_TRACK_SLOTS);
});

it('fills empty fields with the tags', () => {
  expect(fillTrackSlots(NO_TRACK_SLOTS, NO_TRACK_SLOTS, qaTone)).toEqual(qaTone);
});

it('keeps what the person wrote, before or after an earlier file filled the field', () => {
  const typed = { ...NO_TRACK_SLOTS, trackTitle: 'My own title' };
  expect(fillTrackSlots(typed, NO_TRACK_SLOTS, qaTone)).toEqual({ ...qaTone, trackTitle: 'My own title' });
  const edited = { ...qaTone, trackAlbum: 'QA Album (live)' };
  const next = { trackTitle: 'Other Tone', trackArtist: 'Other Band', trackAlbum: 'Other Album', albumArt: '' };
  expect(fillTrackSlots(edited, qaTone, next)).toEqual({ ...next, trackAlbum: 'QA Album (live)' });
});

it('replaces what an earlier file filled, clearing what the new file does not have', () => {
  expect(fillTrackSlots(qaTone, qaTone, NO_TRACK_SLOTS)).toEqual(NO_TRACK_SLOTS);
});
