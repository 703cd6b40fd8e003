import type { UploadedMedia } from '../../compose/api-types';
import type { SlotsOf } from '../post-model';

/** The audio slots an uploaded file's own tags can fill (A§3.4). */
export type TrackSlots = Pick<SlotsOf<'audio'>, 'trackTitle' | 'trackArtist' | 'trackAlbum' | 'albumArt'>;

export const NO_TRACK_SLOTS: TrackSlots = { trackTitle: '', trackArtist: '', trackAlbum: '', albumArt: '' };

/** What an uploaded audio file's tags and cover say, as the form's slots ('' where it has none). */
export function trackSlotsOf(file: UploadedMedia): TrackSlots {
  return {
    trackTitle: file.id3_tags?.title ?? '',
    trackArtist: file.id3_tags?.artist ?? '',
    trackAlbum: file.id3_tags?.album ?? '',
    albumArt: file.album_art ?? '',
  };
}

/**
 * The track slots after a file's tags arrive: an empty field, or one still showing what an earlier file's tags
 * put there, takes the new file's; a field the person wrote in keeps their words.
 */
export function fillTrackSlots(current: TrackSlots, filledBefore: TrackSlots, tags: TrackSlots): TrackSlots {
  const pick = (field: keyof TrackSlots) => (current[field] === '' || current[field] === filledBefore[field] ? tags[field] : current[field]);
  return { trackTitle: pick('trackTitle'), trackArtist: pick('trackArtist'), trackAlbum: pick('trackAlbum'), albumArt: pick('albumArt') };
}
