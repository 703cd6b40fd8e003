import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { bus, session, useDialogs, type Channel, type PostState } from '@tumbledash/shared';
import type { FormLimits } from '../compose/api-types';
import { composeApi } from '../compose/compose-api';
import { saveContext } from '../compose/routes';
import { draftKey, draftStore, type StoredDraft } from '../drafts-recovery/draft-store';
import { RestorePrompt } from '../drafts-recovery/restore-prompt';
import { Editor } from '../editor/editor';
import { convertEditorValue } from '../editor/markdown';
import { BlogSelector } from './blog-selector';
import { CallToActionFields } from './call-to-action-fields';
import type { PendingReporter } from './fields/field-props';
import { mapRichValues, sameContent, toUpdateRequest, type FormSlots, type PostModel } from './post-model';
import { PostOptions } from './post-options';
import { ReblogTrail } from './reblog-trail';
import { canTryAgain, saveErrorMessage } from './save-error';
import { stillShown } from './shown-messages';
import { StatePicker, submitLabel } from './state-picker';
import { toSubmitRequest } from './submission';
import { TagsInput } from './tags-input';
import { TypeFields } from './type-fields';
import { NO_PENDING_WORK, validatePost, type PendingWork } from './validate-post';

/** A§9.1 */
export const SAVE_TOAST_DELAY_MS = 250;

/** Typing pauses this long before the content is kept on the device. */
export const DRAFT_SAVE_DEBOUNCE_MS = 300;

/** Room left between a validation message scrolled into view and the form's sticky footer. */
const ALERT_GAP_PX = 8;

/** A§8.2 */
export const DISCARD_POST = 'Discard this post?';
export const DISCARD_EDITS = 'Discard edits to this post?';

function draftId(model: PostModel, submitTo: string | undefined): string {
  if (model.mode === 'edit') return model.postId ?? '';
  if (model.mode === 'reblog') return model.reblog?.id ?? '';
  return submitTo ? `${model.slots.type}@${submitTo}` : model.slots.type;
}

export interface PostFormBodyProps {
  initial: PostModel;
  channels: Channel[];
  limits: FormLimits;
  /** The page under the form. */
  base: string;
  onClose: (saved: boolean) => void;
  /** Set to this form's dismiss, which resolves false when the person keeps the form. */
  dismissRef: RefObject<(() => Promise<boolean>) | null>;
  /** Set to the field to focus first. */
  focusRef: RefObject<HTMLElement | null>;
  /**
   * The blog whose submissions the post goes to (B§2 Submit): "Submit" sends it there, with only the fields a
   * submission carries (no blog, state, Custom URL or call-to-action to pick).
   */
  submitTo?: string;
}

/** The post form once its model is known: fields, tags, options, state, save and dismissal. */
export function PostFormBody({ initial, channels, limits, base, onClose, dismissRef, focusRef, submitTo }: PostFormBodyProps) {
  const dialogs = useDialogs();
  const [model, setModel] = useState(initial);
  const [pending, setPending] = useState<PendingWork>(NO_PENDING_WORK);
  // The A§5.1 messages of the last Post, as far as they are still true (`stillShown`).
  const [errors, setErrors] = useState<readonly string[]>([]);
  // Counts the Posts that showed messages: each brings them into view and focus, typing does not.
  const [refusals, setRefusals] = useState(0);
  const [saveError, setSaveError] = useState<{ message: string; tryAgain: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const key = draftKey(session.get().user?.name ?? '', initial.mode, draftId(initial, submitTo));
  const [offer, setOffer] = useState<StoredDraft | null>(() => {
    const stored = draftStore.load(key);
    return stored && !sameContent(stored.model, initial) ? stored : null;
  });
  const formRef = useRef<HTMLFormElement>(null);
  const errorsRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const saveErrorRef = useRef<HTMLDivElement>(null);
  const latest = useRef(model);
  latest.current = model;
  const dismissing = useRef(false);

  const reporter = useMemo<PendingReporter>(
    () => ({
      images: (delta) => setPending((work) => ({ ...work, images: Math.max(0, work.images + delta) })),
      uploads: (count) => setPending((work) => (work.uploads === count ? work : { ...work, uploads: count })),
      openGraph: (loading) => setPending((work) => (work.openGraph === loading ? work : { ...work, openGraph: loading })),
    }),
    [],
  );

  useLayoutEffect(() => {
    focusRef.current = formRef.current?.querySelector<HTMLElement>('[data-compose-autofocus]') ?? null;
  }, [focusRef]);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[data-compose-autofocus]')?.focus();
  }, []);

  // Never lose a post: keep the content on the device as the person types. While a kept draft is on offer
  // it stays stored until the person writes something; from then on the newest writing is what is kept.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!sameContent(model, initial)) draftStore.save(key, model);
      else if (!offer) draftStore.clear(key);
    }, DRAFT_SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [model, offer, initial, key]);

  // Also when the page goes away or the form is replaced before the debounce ran; not once saved or discarded.
  const finished = useRef(false);
  useEffect(() => {
    const keep = () => {
      if (!finished.current && !sameContent(latest.current, initial)) draftStore.save(key, latest.current);
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
      keep();
    };
  }, [initial, key]);

  // A message goes as soon as the person has fixed what it names, by the same checks as Post.
  useEffect(() => {
    setErrors((shown) => (shown.length > 0 ? stillShown(shown, validatePost(model, pending)) : shown));
  }, [model, pending]);

  useEffect(() => {
    const alert = errorsRef.current;
    if (refusals === 0 || !alert) return;
    // Scrolled to the bottom edge it would sit under the sticky footer: keep the footer's height free below it.
    alert.style.scrollMarginBottom = `${(footerRef.current?.offsetHeight ?? 0) + ALERT_GAP_PX}px`;
    alert.focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'nearest' });
  }, [refusals]);

  useEffect(() => {
    if (saveError) saveErrorRef.current?.focus();
  }, [saveError]);

  const dismiss = async (): Promise<boolean> => {
    if (saving || dismissing.current) return false;
    if (sameContent(latest.current, initial)) {
      if (!offer) draftStore.clear(key);
      finished.current = true;
      onClose(false);
      return true;
    }
    dismissing.current = true;
    const discard = await dialogs.confirm({
      message: initial.mode === 'edit' ? DISCARD_EDITS : DISCARD_POST,
      okLabel: 'Discard',
      cancelLabel: 'Nevermind',
      destructive: true,
    });
    dismissing.current = false;
    if (!discard) return false;
    finished.current = true;
    draftStore.clear(key);
    onClose(false);
    return true;
  };

  useEffect(() => {
    dismissRef.current = dismiss;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const messages = validatePost(model, pending);
    setErrors(messages);
    setSaveError(null);
    if (messages.length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    setSaving(true);
    try {
      if (submitTo) {
        // Not a post of the person's own blogs: nothing to insert into their timelines.
        await composeApi.submit(toSubmitRequest(toUpdateRequest(model, saveContext(base)), submitTo));
        finished.current = true;
        draftStore.clear(key);
        onClose(true);
        return;
      }
      const response = await composeApi.save(toUpdateRequest(model, saveContext(base)));
      finished.current = true;
      draftStore.clear(key);
      // A draft or queued post published now takes a new id: the lists still showing the old one learn which it was.
      const previousId = model.mode === 'edit' && model.postId !== null && model.postId !== response.post.id ? model.postId : null;
      bus.emit('post:saved', previousId === null ? response : { ...response, previousId });
      if (response.post.is_edit) {
        // Every card of the post shows the new version, also on a page that keeps its own list (a blog's).
        const { is_edit: _edit, is_reblog: _reblog, ...post } = response.post;
        bus.emit('post:updated', { id: post.id, patch: post });
      }
      // The post reblogged shows it in every copy, as after a fast reblog (A§4.7).
      if (model.mode === 'reblog' && model.reblog?.id) bus.emit('post:updated', { id: model.reblog.id, patch: { reblogged: true } });
      const message = response.message;
      if (message) setTimeout(() => bus.emit('toast:show', { message, kind: 'success' }), SAVE_TOAST_DELAY_MS);
      onClose(true);
    } catch (error) {
      setSaveError({ message: saveErrorMessage(error), tryAgain: canTryAgain(error) });
      setSaving(false);
    }
  };

  const update = (patch: Partial<PostModel>) => setModel((current) => ({ ...current, ...patch }));
  const setSlots = (slots: FormSlots) => update({ slots });
  const setEditorType = (editorType: PostModel['editorType']) =>
    setModel((current) => ({ ...mapRichValues(current, (value) => convertEditorValue(value, current.editorType, editorType)), editorType }));
  const setState = (state: PostState, publishOn: string) => update({ state, publishOn });

  return (
    <form
      ref={formRef}
      className="td-compose-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        // Enter in a one-line field of this form does not post; only the button does (popovers keep theirs).
        const target = event.target;
        if (event.key === 'Enter' && target instanceof HTMLInputElement && target.form === event.currentTarget) event.preventDefault();
      }}
    >
      {offer && (
        <RestorePrompt
          savedAt={offer.savedAt}
          onRestore={() => {
            setModel(offer.model);
            setOffer(null);
          }}
          onDiscard={() => {
            // What was written meanwhile stays kept; only the offered draft goes.
            if (sameContent(latest.current, initial)) draftStore.clear(key);
            else draftStore.save(key, latest.current);
            setOffer(null);
          }}
        />
      )}
      <div className="td-compose-form__header">
        {submitTo ? (
          <p className="td-compose-form__submit-to">To {submitTo}’s submissions</p>
        ) : (
          <BlogSelector channels={channels} value={model.tumblelog} disabled={model.mode === 'edit'} onChange={(tumblelog) => update({ tumblelog })} />
        )}
      </div>
      <div className="td-compose-form__fields">
        {model.reblog ? (
          <>
            <ReblogTrail reblog={model.reblog} />
            <Editor
              label="Your addition"
              placeholder="Add something, if you like"
              value={model.addition}
              editorType={model.editorType}
              media
              maxImageBytes={limits.image_upload_max_bytes}
              onPendingImages={reporter.images}
              autoFocus
              onChange={(addition) => update({ addition })}
            />
          </>
        ) : (
          <TypeFields slots={model.slots} onChange={setSlots} editorType={model.editorType} mode={model.mode} limits={limits} pending={reporter} />
        )}
        <TagsInput tags={model.tags} onChange={(tags) => update({ tags })} />
        <PostOptions
          customUrl={submitTo ? null : model.customUrl}
          sourceUrl={model.sourceUrl}
          editorType={model.editorType}
          onCustomUrl={(customUrl) => update({ customUrl })}
          onSourceUrl={(sourceUrl) => update({ sourceUrl })}
          onEditorType={setEditorType}
        />
        {/* A submission is not the person's post: its button would be the receiving blog's to add. */}
        {!submitTo && <CallToActionFields enabled={model.enableCTA} textCode={model.ctaTextCode} linkUrl={model.ctaLinkUrl} onChange={update} />}
      </div>
      {errors.length > 0 && (
        <div ref={errorsRef} role="alert" tabIndex={-1} className="td-compose-form__errors">
          <ul>
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {saveError && (
        <div ref={saveErrorRef} role="alert" tabIndex={-1} className="td-compose-form__errors">
          <p>{saveError.message}</p>
          {saveError.tryAgain && <p className="td-compose-help">Your post is still here; try again when you are ready.</p>}
        </div>
      )}
      <div ref={footerRef} className={`td-compose-form__footer${!submitTo && model.state === 'scheduled' ? ' td-compose-form__footer--scheduled' : ''}`}>
        <button type="button" className="td-ui-button td-ui-button--secondary" onClick={() => void dismiss()}>
          Close
        </button>
        <div className="td-compose-form__submit">
          {!submitTo && <StatePicker state={model.state} publishOn={model.publishOn} onChange={setState} />}
          {/* aria-disabled, not disabled: the pressed button keeps focus while the save runs; submit ignores presses meanwhile. */}
          <button type="submit" className="td-ui-button td-ui-button--primary" aria-disabled={saving || undefined}>
            {submitTo ? (saving ? 'Submitting…' : 'Submit') : saving ? 'Saving…' : submitLabel(model.state, model.mode)}
          </button>
        </div>
      </div>
    </form>
  );
}
