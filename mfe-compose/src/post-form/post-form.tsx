import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Modal, Spinner } from '@tumbledash/shared';
import { submitTypeLabel } from '@tumbledash/shared/texts';
import type { ComposeRequest } from '../compose/routes';
import { FormPresence } from './form-presence';
import { inlineFadeMs, prefersReducedMotion } from './inline-fade';
import { InlineFrame } from './inline-frame';
import { PostFormBody } from './post-form-body';
import { useFormBuilderData, useFormModel, type FormSetup } from './use-form-setup';
import './post-form.css';

function titleOf(request: ComposeRequest, setup: FormSetup): string {
  if (request.mode === 'edit') return 'Edit post';
  if (request.mode === 'reblog') return 'Reblog';
  const type = setup.status === 'ready' ? setup.model.slots.type : (request.type ?? 'text');
  return request.submitTo ? `${submitTypeLabel(type)} to ${request.submitTo}` : `New ${type} post`;
}

export interface PostFormProps {
  request: ComposeRequest;
  /** The page under the form. */
  base: string;
  onClosed: (saved: boolean) => void;
  /** Set to a function that asks the form to close; it resolves false when the person keeps it. */
  dismissRef?: RefObject<(() => Promise<boolean>) | null>;
  /** Render the form inline into this element (in place of the new-post buttons) instead of a modal. */
  inlineTarget?: HTMLElement | null;
}

/**
 * The post form as a modal, or inline in the page, over the glass (A§2.4, A§4.2). Emits `post-form:opened`
 * as it appears and `post-form:closed` once it has left the page, focus given back (an inline form after its
 * fade), also when a second form destroys it. `onClosed` asks the owner to take it off the page.
 */
export function PostForm({ request, base, onClosed, dismissRef, inlineTarget = null }: PostFormProps) {
  const setup = useFormModel(request);
  const builder = useFormBuilderData();
  const focusRef = useRef<HTMLElement | null>(null);
  const bodyDismiss = useRef<(() => Promise<boolean>) | null>(null);
  /** How the form closed itself, once it has. */
  const closed = useRef<{ saved: boolean } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finish = useCallback(
    (saved: boolean) => {
      if (closed.current) return;
      closed.current = { saved };
      onClosed(saved);
    },
    [onClosed],
  );

  const close = useCallback(
    (saved: boolean) => {
      if (closed.current || fadeTimer.current) return;
      const fade = inlineTarget ? inlineFadeMs(prefersReducedMotion()) : 0;
      if (fade === 0) {
        finish(saved);
        return;
      }
      setLeaving(true);
      fadeTimer.current = setTimeout(() => finish(saved), fade);
    },
    [inlineTarget, finish],
  );

  useEffect(
    () => () => {
      if (fadeTimer.current) clearTimeout(fadeTimer.current);
    },
    [],
  );

  const dismiss = useCallback(async () => {
    if (fadeTimer.current) return true;
    if (bodyDismiss.current) return bodyDismiss.current();
    close(false);
    return true;
  }, [close]);

  useEffect(() => {
    if (!dismissRef) return;
    dismissRef.current = dismiss;
    return () => {
      dismissRef.current = null;
    };
  }, [dismissRef, dismiss]);

  const title = titleOf(request, setup);
  const content = (
    <>
      {setup.status === 'loading' && (
        <div className="td-compose-form__loading">
          <Spinner label="Loading the post" size="large" />
        </div>
      )}
      {setup.status === 'failed' && (
        <div className="td-compose-form__failed">
          <p role="alert">{setup.message}</p>
          <button type="button" className="td-ui-button td-ui-button--secondary" onClick={() => close(false)}>
            Close
          </button>
        </div>
      )}
      {setup.status === 'ready' && (
        <PostFormBody
          initial={setup.model}
          channels={builder.channels}
          limits={builder.limits}
          base={base}
          onClose={close}
          dismissRef={bodyDismiss}
          focusRef={focusRef}
          submitTo={request.submitTo}
        />
      )}
    </>
  );

  return (
    <>
      {inlineTarget ? (
        <InlineFrame target={inlineTarget} title={title} leaving={leaving} onClose={() => void dismiss()}>
          {content}
        </InlineFrame>
      ) : (
        <Modal title={title} onClose={() => void dismiss()} initialFocusRef={focusRef} className="td-compose-form-modal">
          {content}
        </Modal>
      )}
      {/* At once, not after an edit or reblog has loaded: the header hides and players pause while it loads. */}
      <FormPresence opened={request.type ? { mode: request.mode, type: request.type } : { mode: request.mode }} closing={() => closed.current} />
    </>
  );
}
