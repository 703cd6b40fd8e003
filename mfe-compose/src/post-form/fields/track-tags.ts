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
