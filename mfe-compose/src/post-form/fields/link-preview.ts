import type { OpenGraphData } from '../../compose/api-types';
import type { SlotsOf } from '../post-model';

/** The link slots a page's OpenGraph data fills (A§3.4); the person may change each. */
export type LinkPreviewSlots = Pick<SlotsOf<'link'>, 'title' | 'excerpt' | 'thumbnail' | 'author'>;

export const NO_PREVIEW_SLOTS: LinkPreviewSlots = { title: '', excerpt: '', thumbnail: '', author: '' };

/** What a page's preview says, as the form's slots ('' where it has none). */
export function previewSlotsOf(data: OpenGraphData): LinkPreviewSlots {
  return { title: data.title, excerpt: data.description, thumbnail: data.image, author: data.author };
}
