import { useId, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { navigateInApp } from './links';
import { tagPath } from './urls';

/** Tags taller than this are collapsed behind "Show all tags" (B§9). */
export const TAG_EXPAND_THRESHOLD = 81;

export function TagList({ tags }: { tags: string[] }) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // The first tag "Show all tags" brings into view: it takes the focus of the button, which goes.
  const revealedRef = useRef<HTMLAnchorElement | null>(null);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || expanded) return;
    const measure = () => setOverflowing(list.scrollHeight > TAG_EXPAND_THRESHOLD);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [tags, expanded]);

  useLayoutEffect(() => {
    if (!expanded) return;
    revealedRef.current?.focus();
    revealedRef.current = null;
  }, [expanded]);

  if (tags.length === 0) return null;
  const collapsed = overflowing && !expanded;
  // Tabbing onto a tag hidden below the fold shows them all, so focus never sits on something unseen.
  const revealFocused = (event: FocusEvent<HTMLUListElement>) => {
    if (collapsed && event.target instanceof HTMLElement && event.target.offsetTop >= TAG_EXPAND_THRESHOLD) setExpanded(true);
  };
  const showAll = () => {
    const links = Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    revealedRef.current = links.find((link) => link.offsetTop >= TAG_EXPAND_THRESHOLD) ?? null;
    setExpanded(true);
  };

  return (
    <div className="td-dash-tags">
      <ul
        id={listId}
        ref={listRef}
        aria-label="Tags"
        className={collapsed ? 'td-dash-tags__list td-dash-tags__list--collapsed' : 'td-dash-tags__list'}
        onFocus={revealFocused}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <a className="td-dash-tags__tag" href={tagPath(tag)} onClick={navigateInApp}>
              #{tag}
            </a>
          </li>
        ))}
      </ul>
      {collapsed && (
        <button
          type="button"
          className="td-dash-tags__more"
          aria-expanded="false"
          aria-controls={listId}
          onClick={showAll}
        >
          Show all tags
        </button>
      )}
    </div>
  );
}
