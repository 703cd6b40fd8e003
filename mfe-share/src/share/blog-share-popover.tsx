import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { ApiError, Popover, tabbables, trapTab, type BusEvents } from '@tumbledash/shared';
import { CopyField } from './copy-field';
import { EmailForm } from './email-form';
import { INITIAL_STATE, popoverReducer, type SharePanel } from './popover-state';
import { SendFade } from './send-fade';
import { emailBlog } from './share-api';
import { SubPanel } from './sub-panel';
import { useAnchorOnPage } from './use-anchor-on-page';
import './share.css';

interface BlogSharePopoverProps {
  blog: { name: string; title?: string };
  anchor: BusEvents['share:open']['anchor'];
  onClose: () => void;
}

/** Blog share (A§7.4): the same popover from a blog view, offering the blog's permalink and email. */
export function BlogSharePopover({ blog, anchor, onClose }: BlogSharePopoverProps) {
  const [state, dispatch] = useReducer(popoverReducer, INITIAL_STATE);
  const bodyRef = useRef<HTMLDivElement>(null);
  const opener = useRef<SharePanel | null>(null);
  const url = new URL(`/blog/${encodeURIComponent(blog.name)}`, window.location.origin).href;

  useEffect(() => {
    if (state.closed) onClose();
  }, [state.closed, onClose]);

  // Sending, or showing how it went: the popover stays even when its Share button leaves the page.
  const shownAnchor = useAnchorOnPage(anchor, state.status !== 'idle', onClose);

  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (state.panel === 'main') {
      if (opener.current) body.querySelector<HTMLElement>(`[data-network="${opener.current}"]`)?.focus();
      return;
    }
    const items = tabbables(body);
    (items[1] ?? items[0])?.focus();
  }, [state.panel]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) trapTab(event.nativeEvent, event.currentTarget);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (!popoverReducer(state, { type: 'escape' }).closed) {
      event.preventDefault();
      dispatch({ type: 'escape' });
    }
  };

  const open = (panel: 'permalink' | 'email') => {
    opener.current = panel;
    dispatch({ type: 'open-panel', panel });
  };

  return (
    <Popover anchor={shownAnchor} onClose={onClose} label="Share this blog" className="td-share">
      <div ref={bodyRef} className="td-share__body" onKeyDown={onKeyDown}>
        {state.panel === 'permalink' ? (
          <SubPanel title="Permalink" onBack={() => dispatch({ type: 'back' })}>
            <CopyField label="Permalink" value={url} />
          </SubPanel>
        ) : state.panel === 'email' ? (
          <SubPanel title="Email" onBack={() => dispatch({ type: 'back' })} backDisabled={state.status === 'sharing'}>
            <SendFade sent={state.status === 'success'} onDone={() => dispatch({ type: 'close' })}>
              <EmailForm
                status={state.status}
                hasUser
                onSubmit={(share) => {
                  dispatch({ type: 'submit' });
                  emailBlog({ tumblelog_name: blog.name, ...share })
                    .then(() => dispatch({ type: 'succeeded', kind: 'sent' }))
                    .catch((error: unknown) => {
                      if (!(error instanceof ApiError)) console.warn('[mfe-share] blog share failed', error);
                      dispatch({ type: 'failed' });
                    });
                }}
              />
            </SendFade>
          </SubPanel>
        ) : (
          <>
            <p className="td-share__blog">{blog.title || blog.name}</p>
            <ul className="td-share__networks" aria-label="Share elsewhere">
              <li>
                <button type="button" className="td-share__network td-share__network--email" data-network="email" onClick={() => open('email')}>
                  <span className="td-share__network-icon" aria-hidden="true">
                    E
                  </span>
                  <span className="td-share__network-label">Email</span>
                </button>
              </li>
              <li>
                <button type="button" className="td-share__network td-share__network--permalink" data-network="permalink" onClick={() => open('permalink')}>
                  <span className="td-share__network-icon" aria-hidden="true">
                    P
                  </span>
                  <span className="td-share__network-label">Permalink</span>
                </button>
              </li>
            </ul>
          </>
        )}
      </div>
    </Popover>
  );
}
