import type { Sticker } from '@tumbledash/shared';
import { STICKER_BOX } from './image-size';

/** A sticker in a bubble, received or being sent: its square box is reserved before the picture loads. */
export function StickerImage({ sticker }: { sticker: Pick<Sticker, 'url' | 'description'> }) {
  return (
    <img
      src={sticker.url}
      alt={sticker.description || 'Sticker'}
      width={STICKER_BOX}
      height={STICKER_BOX}
      className="td-msg-bubble__sticker"
    />
  );
}
