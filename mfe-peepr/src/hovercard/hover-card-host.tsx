import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { api, Avatar, bus, Spinner, tabbables, type BlogPopover } from '@tumbledash/shared';
import { FollowButton } from '../blog/follow-button';
import type { FirstHover } from '../peepr/first-hover';
import { hoveredTarget, peeprData, requestOf, targetOf } from '../peepr/target';
import { CardLayer } from './card-layer';
import { createHoverMachine, type HoverView } from './hover-machine';
import '../peepr.css';

const IDLE: HoverView<BlogPopover> = { phase: 'idle', blogName: null, data: null, loaderVisible: false, postsVisible: false };

/** A modal dialog the blog name sits in (the blog viewer): its focus trap must let the card in. */
const MODAL = '[aria-modal="true"]';

/**
 * Where Tab goes with the card open: from its blog name into the card, from the card's first control back
 * (Shift+Tab) to the name and from its last on to what follows the name, as if the card came right after it.
 */
function tabTarget(event: KeyboardEvent, name: HTMLElement, card: HTMLElement): HTMLElement | null {
  const inCard = tabbables(card);
  const active = document.activeElement;
  if (inCard.length === 0 || !(active instanceof HTMLElement)) return null;
  if (name.contains(active)) return event.shiftKey ? null : inCard[0]!;
  if (event.shiftKey) return active === inCard[0] ? name : null;
  if (active !== inCard[inCard.length - 1]) return null;
  // Within the dialog the name is in, wrapping as its focus trap does.
  const dialog = name.closest<HTMLElement>(MODAL);
  const around = tabbables(dialog ?? document.body).filter((element) => !card.contains(element));
  const index = around.indexOf(name);
  if (index < 0) return null;
  return around[index + 1] ?? (dialog ? around[0]! : null);
}

function place(anchor: Element): { top: number; left: number } {
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(300, window.innerWidth - 16);
  return { top: rect.bottom + 6, left: Math.max(8, Math.min(rect.left, window.innerWidth - width - 8)) };
}

/**
 * Blog hover cards (B§2, B§4): one document-level pair of listeners for every peepr target on the page; the
 * timings live in the hover machine. Loaded the first time a pointer moves over a blog; that hover opens a card
 * only if it still holds when this code arrives (`FirstHover`).
 */
export default function HoverCardHost({ first }: { first: FirstHover | null }) {
  const [view, setView] = useState(IDLE);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const [overModal, setOverModal] = useState(false);
  const anchor = useRef<Element | null>(null);
  const card = useRef<HTMLDivElement>(null);
  /** The card's "unfollow?" confirm is open: the click, Escape or pointer that answers it is not the card's. */
  const asking = useRef(false);
  const machine = useMemo(
    () =>
      createHoverMachine<BlogPopover>({
        load: (name) => api.get<BlogPopover>(`/svc/tumblelog/${encodeURIComponent(name)}/popover`),
        postCount: (data) => data.recent_posts.length,
        onChange: setView,
      }),
    [],
  );

  useEffect(() => {
    /** The target the card was last opened for: moving on inside it changes nothing, leaving it forgets it. */
    let entered: Element | null = null;
    const enter = (target: Element) => {
      const request = requestOf(target);
      if (!request) return;
      entered = target;
      anchor.current = target;
      setPosition(place(target));
      setOverModal(target.closest(MODAL) !== null);
      machine.enter(request.blogName);
    };
    // The hover that fetched this code, if it still holds (the pointer stayed, the viewer did not open).
    const hovered = first?.take();
    if (hovered) enter(hovered);
    const inCard = (node: EventTarget | null) => node instanceof Node && Boolean(card.current?.contains(node));
    // A card opens on a pointer that moves onto a blog, not on a mouseover alone (hoveredTarget).
    const onMove = (event: PointerEvent) => {
      if (inCard(event.target)) return;
      const target = hoveredTarget(event);
      if (target && target !== entered) enter(target);
    };
    // The card is watched from here too, not with React's onMouseEnter: the pointer comes from a blog name in
    // another remote's React root, and React skips an enter whose origin another root manages.
    const onOver = (event: MouseEvent) => {
      if (inCard(event.target)) machine.enter();
    };
    const onOut = (event: MouseEvent) => {
      if (asking.current) return;
      const next = event.relatedTarget;
      if (inCard(event.target)) {
        if (!inCard(next)) machine.leave();
        return;
      }
      const target = targetOf(event);
      if (!target) return;
      if (next instanceof Node && target.contains(next)) return;
      if (target === entered) entered = null;
      machine.leave();
    };
    // Before the page's own key handlers (a dialog's focus trap): the card's keys go first while it is open.
    const onKey = (event: KeyboardEvent) => {
      if (asking.current || machine.view().phase !== 'open') return;
      if (event.key === 'Escape') {
        // From inside the card it closes the card alone, not the dialog or popover under it as well.
        if (inCard(document.activeElement)) event.preventDefault();
        machine.dismiss();
        return;
      }
      const name = anchor.current;
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !card.current || !(name instanceof HTMLElement)) return;
      const next = tabTarget(event, name, card.current);
      if (!next) return;
      event.preventDefault();
      next.focus();
    };
    // A click elsewhere closes the card; one inside it (Follow, a recent post) is the card's own.
    const onClick = (event: MouseEvent) => {
      if (asking.current || (event.target instanceof Node && card.current?.contains(event.target))) return;
      machine.dismiss();
    };
    // The blog viewer takes the page: no card stays over it, whichever target opened it (B§4 Peepr drawer).
    const viewerOpened = bus.on('peepr:opened').subscribe(() => machine.dismiss());
    // Following anywhere on the page (this card, the viewer, a post menu) shows here too (B§4 Follow).
    const follows = bus.on('blog:follow-changed').subscribe(({ blogName, following }) =>
      machine.update((data) => (data.tumblelog.name === blogName ? { ...data, tumblelog: { ...data.tumblelog, following } } : data)),
    );
    document.addEventListener('pointermove', onMove);
    document.addEventListener('mouseover', onOver);
    document.addEventListener('mouseout', onOut);
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointermove', onMove);
      document.removeEventListener('mouseover', onOver);
      document.removeEventListener('mouseout', onOut);
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('click', onClick, true);
      viewerOpened.unsubscribe();
      follows.unsubscribe();
      machine.destroy();
    };
  }, [first, machine]);

  // A card that goes with the focus in it (after Follow, Escape) leaves it on the blog name that opened it.
  useLayoutEffect(() => {
    const target = anchor.current;
    if (view.phase !== 'fading' || !card.current?.contains(document.activeElement)) return;
    if (target instanceof HTMLElement && target.isConnected) target.focus({ preventScroll: true });
  }, [view.phase]);

  if (view.phase === 'idle' || !position || !view.blogName) return null;
  const blog = view.data?.tumblelog;
  return (
    <div
      ref={card}
      className={view.phase === 'fading' ? 'td-peepr-hover td-peepr-hover--fading' : 'td-peepr-hover'}
      style={{ top: position.top, left: position.left }}
      role="group"
      aria-label={`${view.blogName}, blog card`}
      data-td-hover-card=""
    >
      {overModal && view.phase === 'open' && <CardLayer card={card} />}
      {view.loaderVisible && <Spinner label="Loading blog" />}
      {blog && (
        <>
          <div className="td-peepr-hover__head" style={{ background: blog.global_theme_params.background_color }}>
            <Avatar src={blog.avatar_url} name={blog.name} size={48} shape={blog.global_theme_params.avatar_shape} />
            <div>
              <p className="td-peepr-hover__title">{blog.title}</p>
              <p className="td-peepr-hover__name">{blog.name}</p>
            </div>
          </div>
          <div className="td-peepr-hover__actions">
            <FollowButton
              blog={blog}
              onAsking={(open) => {
                asking.current = open;
                // The pointer goes to the confirm: the card waits for the answer.
                if (open) machine.enter();
              }}
            />
          </div>
          {view.postsVisible && view.data && (
            <ul className="td-peepr-hover__posts" aria-label="Recent posts">
              {view.data.recent_posts.map((post) => (
                <li key={post.id}>
                  <a href={post.post_url} data-peepr={peeprData(blog.name, post.id)}>
                    {post.media_url ? <img src={post.media_url} alt={post.summary || `A ${post.type} post`} /> : <span>{post.summary || `A ${post.type} post`}</span>}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
