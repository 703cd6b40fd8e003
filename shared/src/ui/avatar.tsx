import { useState } from 'react';
import type { AvatarSize } from '../contracts';
import './ui.css';

export interface AvatarProps {
  src: string | null | undefined;
  /** Blog name; gives the alt text and the fallback letter. */
  name: string;
  /** One of the sizes of A§9.1; 128 by default. */
  size?: AvatarSize;
  shape?: 'circle' | 'square';
  className?: string;
}

/** Background colours for the letter tile, picked by name so a blog keeps its colour. */
const TILE_COLOURS = ['#529ecc', '#56bc8a', '#a77dc2', '#e17e66', '#f2992e', '#748089'];

function tileColour(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_COLOURS[hash % TILE_COLOURS.length] ?? '#529ecc';
}

/** A blog's avatar; a tile with the name's first letter when there is no image or it fails to load. */
export function Avatar({ src, name, size = 128, shape = 'circle', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = `${name}'s avatar`;
  const classes = ['td-ui-avatar', `td-ui-avatar--${shape}`, className].filter(Boolean).join(' ');

  if (!src || failedSrc === src) {
    return (
      <span
        role="img"
        aria-label={alt}
        className={`${classes} td-ui-avatar--tile`}
        style={{ width: size, height: size, fontSize: Math.max(8, Math.round(size * 0.5)), background: tileColour(name) }}
      >
        <span aria-hidden="true">{name.charAt(0).toUpperCase() || '?'}</span>
      </span>
    );
  }
  return <img src={src} alt={alt} width={size} height={size} className={classes} onError={() => setFailedSrc(src)} />;
}
