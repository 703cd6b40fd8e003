import { useEffect, useState } from 'react';
import { Spinner, type Sticker } from '@tumbledash/shared';
import { fetchStickers } from '../api/messaging-api';

let cached: Promise<Sticker[]> | null = null;

/** The sticker list changes rarely: one fetch per page. */
function loadStickers(): Promise<Sticker[]> {
  cached ??= fetchStickers()
    .then(({ stickers }) => stickers ?? [])
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
}

/** Stickers shown 100 px wide (B§9). */
export function StickerPicker({ onPick, leaving = false }: { onPick: (sticker: Sticker) => void; leaving?: boolean }) {
  const [stickers, setStickers] = useState<Sticker[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadStickers()
      .then((list) => live && setStickers(list))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div
      className={leaving ? 'td-msg-picker td-msg-picker--leaving' : 'td-msg-picker'}
      role="group"
      aria-label="Stickers"
      aria-hidden={leaving || undefined}
      inert={leaving}
    >
      {failed && <p className="td-msg-muted">Something went screwy.</p>}
      {!failed && !stickers && <Spinner label="Loading stickers" />}
      {stickers?.length === 0 && <p className="td-msg-muted">No stickers yet.</p>}
      {stickers && stickers.length > 0 && (
        <ul className="td-msg-picker__grid">
          {stickers.map((sticker) => (
            <li key={sticker.id}>
              <button type="button" className="td-msg-picker__item" onClick={() => onPick(sticker)}>
                <img src={sticker.url} alt={sticker.description || 'Sticker'} width={100} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
