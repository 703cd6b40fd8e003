import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError, bus, isMessagePostType, Popover, Spinner, tabbables, trapTab, type BusEvents, type DashboardPost, type ReportReason, type SharePopoverData } from '@tumbledash/shared';
import { CopyField } from './copy-field';
import { EmailForm, type EmailShare } from './email-form';
import { FacebookForm } from './facebook-form';
import { MessageTo } from './message-to';
import { NetworksRow, type DirectNetwork } from './networks-row';
import { INITIAL_STATE, popoverReducer, type SharePanel } from './popover-state';
import { ReportForm } from './report-form';
import { facebookStatus, fetchShareData, reportPost, sendPostByMessage, shareTo, type Recipient } from './share-api';
import { ShareSuccess } from './share-success';
import { facebookWindow, openShareWindow, redditWindow, twitterWindow } from './share-windows';
import { TwitterForm } from './twitter-form';
import { SendFade } from './send-fade';
import { SubPanel } from './sub-panel';
import { useAnchorOnPage } from './use-anchor-on-page';
import './share.css';

export type ShareRequest = BusEvents['share:open'];

/** B§8: what a failed share says. */
export const SHARE_FAILED = 'Something went screwy.';

const PANEL_TITLES: Record<Exclude<SharePanel, 'main'>, string> = {
  permalink: 'Permalink',
  embed: 'Embed code',
  email: 'Email',
  twitter: 'Twitter',
  facebook: 'Facebook',
  report: 'Report this post',
};

export interface Sender {
  name: string;
  uuid: string;
}

interface PostSharePopoverProps {
  post: DashboardPost;
  anchor: ShareRequest['anchor'];
  /** The signed-in person's sending blog; null hides "Message to..." (visitors cannot message). */
  sender: Sender | null;
  onClose: () => void;
  /** Open at the abuse form, when the share data lets this person report the post. */
  initialPanel?: 'report';
}

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : SHARE_FAILED;
}

/**
 * The share popover of a post (B§2 "Share-post popover", A§2.8, A§4.8): "Message to...", then the networks
 * row whose options open sub-panels. All it offers comes from the share data (A§3.8); Escape goes back from
 * a sub-panel first, or closes once a share succeeded.
 */
export function PostSharePopover({ post, anchor, sender, onClose, initialPanel }: PostSharePopoverProps) {
  const [state, dispatch] = useReducer(popoverReducer, INITIAL_STATE);
  const [data, setData] = useState<SharePopoverData | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [picked, setPicked] = useState<Recipient | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const opener = useRef<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchShareData(post.tumblelog, post.id, controller.signal)
      .then(setData)
      .catch(() => {
        // B§8: sub-panel creation failure is silently swallowed; the networks row stays away.
        if (!controller.signal.aborted) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [post.tumblelog, post.id]);

  useEffect(() => {
    if (state.closed) onClose();
  }, [state.closed, onClose]);

  // Sending, or showing how it went: the popover stays even when its Share button leaves the page.
  const shownAnchor = useAnchorOnPage(anchor, state.status !== 'idle', onClose);

  // The report-abuse address opens at the abuse form once the data says reporting is offered.
  const reportOffered = data?.show_reporting_links === true;
  useEffect(() => {
    if (initialPanel === 'report' && reportOffered) dispatch({ type: 'open-panel', panel: 'report' });
  }, [initialPanel, reportOffered]);

  // Focus follows the panel: into an opened sub-panel, and back to the option that opened it.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    if (state.panel === 'main') {
      if (opener.current) body.querySelector<HTMLElement>(`[data-network="${opener.current}"]`)?.focus();
      opener.current = null;
      return;
    }
    const items = tabbables(body);
    (items[1] ?? items[0])?.focus();
  }, [state.panel]);

  // B§5: only some post types go by message; a private post offers its permalink only, a visitor cannot message.
  const messageSender = isMessagePostType(post.type) && data?.is_private !== true ? sender : null;

  // The popover focuses its first control on open; without "Message to..." that control comes with the share
  // data (or "Message to..." just left, for a private post): focus the first one then, unless the person
  // already moved focus somewhere.
  const loaded = data !== null;
  const offersMessage = messageSender !== null;
  useEffect(() => {
    const body = bodyRef.current;
    if (!loaded || offersMessage || !body) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.contains(body)) return;
    tabbables(body)[0]?.focus();
  }, [loaded, offersMessage]);

  const run = useCallback(async (work: () => Promise<unknown>, kind: 'shared' | 'sent') => {
    dispatch({ type: 'submit' });
    setError(null);
    try {
      await work();
      dispatch({ type: 'succeeded', kind });
    } catch (failure) {
      setError(messageOf(failure));
      dispatch({ type: 'failed' });
    }
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) trapTab(event.nativeEvent, event.currentTarget);
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Back first; only a last Escape reaches the shared Popover, which closes and returns focus.
    if (!popoverReducer(state, { type: 'escape' }).closed) {
      event.preventDefault();
      if (state.recipient !== null && state.panel === 'main') setPicked(null);
      dispatch({ type: 'escape' });
    }
  };

  const openPanel = (panel: Exclude<SharePanel, 'main'>) => {
    opener.current = panel;
    setError(null);
    dispatch({ type: 'open-panel', panel });
  };

  const base = data ? { post_id: data.post_id, tumblelog_name: data.tumblelog_name } : null;

  const direct = (network: DirectNetwork) => {
    if (!data || !base) return;
    const pin = data.pinterest_share_window;
    openShareWindow(network === 'pinterest' && pin ? { url: pin.url, name: pin.name, ...pin.dimensions } : redditWindow(data.post_url, data.summary));
    void run(() => shareTo(network, { ...base, share_fallback: true }), 'shared');
  };

  const sendMessage = (message: string) => {
    if (!picked || !sender) return;
    dispatch({ type: 'submit' });
    setError(null);
    sendPostByMessage({ sender: sender.uuid, recipient: picked.uuid, postId: post.id, postBlogUuid: post.tumblelog_uuid, message })
      .then(() => {
        // Messaging opens the conversation, which now holds the post and the text.
        bus.emit('messaging:open', { blogName: picked.name });
        dispatch({ type: 'close' });
      })
      .catch((failure: unknown) => {
        setError(messageOf(failure));
        dispatch({ type: 'failed' });
      });
  };

  const sharing = state.status === 'sharing';
  const shared = state.status === 'success' && state.succeeded === 'shared';

  const panel = (() => {
    if (!data || !base || state.panel === 'main') return null;
    switch (state.panel) {
      case 'permalink':
        return (
          <>
            <CopyField label={data.permalink_label} value={data.post_url} />
            <CopyField label="Short link" value={data.post_tiny_url} />
          </>
        );
      case 'embed':
        return (
          <>
            <CopyField label="Embed code" value={data.embed_code} multiline />
            <p className="td-share__hint">Paste this into the HTML of any page to show the post there.</p>
          </>
        );
      case 'email':
        return (
          <SendFade sent={state.status === 'success'} onDone={() => dispatch({ type: 'close' })}>
            <EmailForm
              status={state.status}
              hasUser={data.has_user}
              onSubmit={(share: EmailShare) => void run(() => shareTo('email', { ...base, ...share }), 'sent')}
            />
          </SendFade>
        );
      case 'twitter':
        return (
          <TwitterForm
            summary={data.summary}
            status={state.status}
            onSubmit={(message) => {
              openShareWindow(twitterWindow(message, data.post_tiny_url));
              void run(() => shareTo('twitter', { ...base, message }), 'shared');
            }}
          />
        );
      case 'facebook':
        return (
          <FacebookForm
            status={state.status}
            onSubmit={(message) => {
              // A blog that sends its posts to the status network shares there without a window; otherwise,
              // and when the status call fails, the network's share window opens (A§7.4).
              if (!data.has_facebook) openShareWindow(facebookWindow(data.post_url, message));
              void run(async () => {
                if (data.has_facebook && !(await facebookStatus().catch(() => ''))) openShareWindow(facebookWindow(data.post_url, message));
                await shareTo('facebook', { ...base, message });
              }, 'shared');
            }}
          />
        );
      case 'report':
        return (
          <SendFade sent={state.status === 'success'} onDone={() => dispatch({ type: 'close' })}>
            <ReportForm
              status={state.status}
              error={state.status === 'fail' ? error : null}
              onSubmit={(reason: ReportReason, text: string) => void run(() => reportPost({ ...base, reason, text }), 'sent')}
            />
          </SendFade>
        );
    }
  })();

  return (
    <Popover anchor={shownAnchor} onClose={onClose} label="Share this post" className="td-share">
      <div ref={bodyRef} className="td-share__body" onKeyDown={onKeyDown}>
        {shared ? (
          <ShareSuccess onClose={() => dispatch({ type: 'close' })} />
        ) : state.panel !== 'main' ? (
          <SubPanel title={PANEL_TITLES[state.panel]} backDisabled={sharing} onBack={() => dispatch({ type: 'back' })}>
            {panel}
          </SubPanel>
        ) : (
          <>
            {messageSender !== null && (
              <MessageTo
                sender={messageSender}
                postId={post.id}
                picked={picked}
                onPick={(recipient) => {
                  setPicked(recipient);
                  setError(null);
                  dispatch({ type: 'pick-recipient', name: recipient.name });
                }}
                onClear={() => {
                  setPicked(null);
                  dispatch({ type: 'clear-recipient' });
                }}
                onSend={sendMessage}
                status={state.status}
                error={state.status === 'fail' ? error : null}
              />
            )}
            {/* Picking a recipient hides the external row (B§4). */}
            {picked === null &&
              (data ? (
                <>
                  <NetworksRow data={data} disabled={sharing} onOpen={openPanel} onDirect={direct} />
                  {data.show_reporting_links && (
                    // A§2.8: the report-abuse link, beside Report; it opens the post's page with its abuse form.
                    <a className="td-share__abuse" href={data.abuse_url} target="_blank" rel="noopener noreferrer">
                      Report abuse
                    </a>
                  )}
                  {state.status === 'fail' && (
                    <p role="alert" className="td-share__error">
                      {SHARE_FAILED}
                    </p>
                  )}
                </>
              ) : loadFailed ? null : (
                <Spinner label="Loading share options" />
              ))}
          </>
        )}
      </div>
    </Popover>
  );
}

