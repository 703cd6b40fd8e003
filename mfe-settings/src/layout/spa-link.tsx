import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';

type SpaLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A same-site link that changes route without a full reload; modified clicks keep their browser meaning. */
export function SpaLink({ href, onClick, ...rest }: SpaLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateToUrl(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
