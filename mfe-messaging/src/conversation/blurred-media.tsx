import type { ReactNode } from 'react';
import { BLURRED_TEXT } from './post-reference-rules';

/** An image from a blog the person does not follow, blurred until clicked (B§4, B§6). */
export function BlurredMedia({ children, onReveal }: { children: ReactNode; onReveal: () => void }) {
  return (
    <button type="button" className="td-msg-blurred" onClick={onReveal}>
      <span className="td-msg-blurred__media" aria-hidden="true">
        {children}
      </span>
      <span className="td-msg-blurred__text">{BLURRED_TEXT}</span>
    </button>
  );
}
