import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { api, bus, dialogs, toApiError, useSession, type AppealState, type DashboardPost, type NsfwPostFields } from '@tumbledash/shared';
import { APPEAL_TEXTS, appealAfter, appealView } from './appeal-state';
import { isBypassed, safeModeApplies } from './safe-mode';
import './nsfw.css';

/** B§8 "Safe mode on a message post". */
export const SENSITIVE_TEXT = 'This post may contain sensitive media';

/**
 * A flagged post: its owner gets the appeal banner and the NSFW eye (B§4); anyone else in safe mode sees it
 * blurred until they choose to see that blog's posts anyway.
 */
export function NsfwGate({ post, children }: { post: DashboardPost; children: ReactNode }) {
  const flagged = post as DashboardPost & NsfwPostFields;
  const session = useSession();
  const [appeal, setAppeal] = useState<AppealState | undefined>(flagged.appeal_state);
  const [shown, setShown] = useState(() => isBypassed(post.tumblelog));
  const eyeRef = useRef<HTMLButtonElement>(null);
  const blurRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const subscription = bus.on('safe-mode:bypassed').subscribe(({ blogName }) => {
      if (blogName === post.tumblelog) setShown(true);
    });
    return () => subscription.unsubscribe();
  }, [post.tumblelog]);
  if (!flagged.is_nsfw) return <>{children}</>;

  const send = async (choice: 'dismiss' | 'request') => {
    const next = appeal === undefined ? null : appealAfter(appeal, choice);
    if (next === null) return;
    try {
      await api.post('/svc/appeal', { post_id: post.id, blog_name: post.tumblelog, state: next });
      // The banner (and its focused button) goes now, so focus can move to the eye before any alert opens:
      // the alert then gives focus back to the eye when it closes.
      flushSync(() => setAppeal(next));
      if (!document.activeElement || document.activeElement === document.body) eyeRef.current?.focus();
      if (next === 3) void dialogs.alert({ message: APPEAL_TEXTS.requested });
    } catch (error) {
      void dialogs.alert({ message: toApiError(error).message });
    }
  };

  const eye = async () => {
    if (appeal === undefined) return;
    const view = appealView(appeal);
    if (view.eye === 'under-review') return dialogs.alert({ message: APPEAL_TEXTS.underReview });
    if (view.eye === 'reviewed') return dialogs.alert({ message: APPEAL_TEXTS.reviewed });
    if (view.eye === 'confirm-review' && (await dialogs.confirm({ message: APPEAL_TEXTS.confirm, okLabel: 'Request Review', cancelLabel: 'Nevermind' }))) await send('request');
  };

  if (appeal !== undefined) {
    const view = appealView(appeal);
    return (
      <>
        {view.banner && (
          <div className="td-dash-nsfw-banner" role="region" aria-label="Adult content flag">
            <p>{APPEAL_TEXTS.banner}</p>
            <button type="button" onClick={() => void send('request')}>
              Request Review
            </button>
            <button type="button" onClick={() => void send('dismiss')}>
              Dismiss
            </button>
          </div>
        )}
        {view.eye === null ? (
          <p className="td-dash-nsfw-note">{APPEAL_TEXTS.flagged}</p>
        ) : (
          <button ref={eyeRef} type="button" className="td-dash-nsfw-eye" onClick={() => void eye()}>
            {APPEAL_TEXTS.flagged}
          </button>
        )}
        {children}
      </>
    );
  }
  if (!safeModeApplies(session) || shown || post.is_mine) return <>{children}</>;

  // The pressed button goes with the veil: focus moves to the post it revealed, not to the page.
  const showAnyway = () => {
    const card = blurRef.current?.closest<HTMLElement>('article');
    flushSync(() => bus.emit('safe-mode:bypassed', { blogName: post.tumblelog }));
    card?.focus();
  };
  return (
    <div ref={blurRef} className="td-dash-nsfw-blur">
      <div className="td-dash-nsfw-blur__content" aria-hidden="true" inert>
        {children}
      </div>
      <div className="td-dash-nsfw-blur__notice">
        <p>{SENSITIVE_TEXT}</p>
        <button type="button" onClick={showAnyway}>
          Show {post.tumblelog}’s posts anyway
        </button>
      </div>
    </div>
  );
}
