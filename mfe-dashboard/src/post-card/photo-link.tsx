import type { ReactNode } from 'react';
import { isExternal } from './urls';

/** A photo as the post's click-through link (A§3.4 `linkthrough`): another site's address opens in a new tab. */
export function PhotoLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} {...(isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
      {children}
    </a>
  );
}
