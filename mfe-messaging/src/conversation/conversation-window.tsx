import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Spinner, useDialogs } from '@tumbledash/shared';
import type { ConversationView } from '../store/messaging-state';
import { useController, useMessaging } from '../store/messaging-context';
import { useDelayed } from '../util/use-delayed';
import { useLeaving } from '../util/use-leaving';
import { otherParticipants } from '../window-state/window-state';
import { ComposeBox, type ComposePlugin } from './compose-box';
import { AboveOverlays } from './above-overlays';
import { ErrorView } from './error-view';
import { GifPicker } from './gif-picker';
import { IMAGE_IS_OFF, canDropFiles, checkImageFiles, loadImage } from './image-rules';
import { ImagePreview, type PreviewImage } from './image-preview';
import { joinNames } from '../inbox/inbox-rules';
import { MessageList } from './message-list';
import { StickerPicker } from './sticker-picker';
import { WindowHeader } from './window-header';

export const CANT_SEND_FOOTER = "You can't send messages in this conversation.";

/** B§9: plugins slide out in 300 ms, the image preview in 200 ms. */
const PLUGIN_OUT_MS = 300;
const PREVIEW_OUT_MS = 200;

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** An open conversation window: header, messages, banners, image preview and compose box (B§2). */
export function ConversationWindow({ windowKey }: { windowKey: string }) {
  const controller = useController();
  const dialogs = useDialogs();
  const view = useMessaging((state) => state.conversations[windowKey]);
  const { online, maxBytes, focusKey, asked } = useMessaging((state) => ({
    online: state.online,
    maxBytes: state.config.image_upload_max_bytes,
    focusKey: state.focusKey,
    asked: state.asked?.key === windowKey,
  }));
  const titleId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const section = useRef<HTMLElement>(null);
  const [preview, setPreview] = useState<PreviewImage | null>(null);
  const [plugin, setPlugin] = useState<ComposePlugin | null>(null);
  const [dragging, setDragging] = useState(false);
  const showLoader = useDelayed(view?.status === 'loading');
  const shownPlugin = useLeaving(plugin, PLUGIN_OUT_MS);
  const shownPreview = useLeaving(preview, PREVIEW_OUT_MS);

  const ready = view?.status === 'ready';
  const failed = view?.status === 'error';
  /** Retry was pressed with focus on it: the loaded conversation takes focus instead of the page. */
  const refocusAfterRetry = useRef(false);
  useEffect(() => {
    // Focus waits for the conversation: the compose box is disabled until it has loaded.
    const requested = focusKey === windowKey && (ready || failed);
    const retried = refocusAfterRetry.current && ready;
    if (!requested && !retried) return;
    refocusAfterRetry.current = false;
    const target = textarea.current && !textarea.current.disabled ? textarea.current : section.current?.querySelector<HTMLElement>('[role="log"], button');
    target?.focus();
    if (!requested) return;
    controller.clearFocus();
    controller.windowFocused(windowKey, section.current?.contains(document.activeElement) ?? false);
  }, [focusKey, windowKey, ready, failed, controller]);

  // The image's URL lives until its preview has slid out.
  const previewShown = shownPreview.shown;
  useEffect(() => () => void (previewShown && URL.revokeObjectURL(previewShown.url)), [previewShown]);

  if (!view) return null;
  const canSend = ready && view.can_send;
  const hasError = view.status === 'error' || view.sendBanner !== null;
  const dropAllowed = canDropFiles({ hasPreview: preview !== null, canSend, hasError });
  const names = joinNames(otherParticipants(view.participants, view.participantUuid).map((participant) => participant.name));
  const spamReportable =
    view.is_possible_spam && otherParticipants(view.participants, view.participantUuid).some((p) => !controller.isOwnBlog(p.uuid));

  const acceptFiles = async (files: File[]) => {
    const check = checkImageFiles(files, maxBytes);
    if (!check.ok) {
      await dialogs.alert({ message: check.message });
      return;
    }
    try {
      const loaded = await loadImage(check.file);
      setPreview({ file: check.file, ...loaded });
      setPlugin(null);
    } catch {
      await dialogs.alert({ message: IMAGE_IS_OFF });
    }
  };

  /** A picked GIF or sticker closes the picker; typing goes on where it was. */
  const closePlugin = () => {
    setPlugin(null);
    textarea.current?.focus();
  };

  const send = (text: string) => {
    if (preview) {
      void controller.sendImage(windowKey, preview.file, preview);
      setPreview(null);
    }
    controller.sendText(windowKey, text);
  };

  return (
    <section
      ref={section}
      className={dragging ? 'td-msg-window td-msg-window--dragging' : 'td-msg-window'}
      aria-labelledby={titleId}
      data-window-key={windowKey}
      onDragOver={(event) => {
        if (!hasFiles(event) || !dropAllowed) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        if (dropAllowed) void acceptFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {asked && (ready || failed) && <AboveOverlays element={section} />}
      <WindowHeader
        view={view}
        titleId={titleId}
        onMinimize={() => controller.minimizeWindow(windowKey)}
        onClose={() => controller.closeWindow(windowKey)}
      />
      <div className="td-msg-window__body">
        {view.status === 'loading' && <div className="td-msg-window__loader">{showLoader && <Spinner label={`Loading conversation with ${names}`} />}</div>}
        {view.status === 'error' && view.error && (
          <ErrorView
            message={view.error.text}
            onRetry={
              view.error.retryable
                ? async () => {
                    refocusAfterRetry.current = section.current?.contains(document.activeElement) ?? false;
                    await controller.retryConversation(windowKey);
                  }
                : undefined
            }
          />
        )}
        {ready && <MessageList view={view} />}
      </div>
      <Footer view={view} spamReportable={spamReportable} />
      {shownPlugin.shown === 'gif' && (
        <GifPicker
          leaving={shownPlugin.leaving}
          onPick={(gif) => {
            controller.sendGif(windowKey, gif);
            closePlugin();
          }}
        />
      )}
      {shownPlugin.shown === 'sticker' && (
        <StickerPicker
          leaving={shownPlugin.leaving}
          onPick={(sticker) => {
            controller.sendSticker(windowKey, sticker);
            closePlugin();
          }}
        />
      )}
      {shownPreview.shown && (
        <ImagePreview
          image={shownPreview.shown}
          leaving={shownPreview.leaving}
          onRemove={() => {
            setPreview(null);
            textarea.current?.focus();
          }}
        />
      )}
      <ComposeBox
        disabled={!canSend}
        online={online}
        hasImage={preview !== null}
        activePlugin={plugin}
        textareaRef={textarea}
        onSend={send}
        onFiles={(files) => {
          if (dropAllowed) void acceptFiles(files);
        }}
        onTogglePlugin={(next) => setPlugin(plugin === next ? null : next)}
        onClose={() => controller.closeWindow(windowKey)}
        onTyping={() => controller.typing()}
      />
    </section>
  );
}

function Footer({ view, spamReportable }: { view: ConversationView; spamReportable: boolean }) {
  const controller = useController();
  const banner = view.sendBanner;
  return (
    <>
      {banner && (
        <div className="td-msg-banner td-msg-banner--error" role="alert">
          <span>{banner.text}</span>
          {banner.canRetry ? (
            <button type="button" className="td-msg-link-button" onClick={() => controller.retrySend(banner.clientId)}>
              Retry
            </button>
          ) : (
            <button type="button" className="td-msg-link-button" onClick={() => controller.dismissBanner(view.key)}>
              Close
            </button>
          )}
        </div>
      )}
      {view.status === 'ready' && !view.can_send && (
        <div className="td-msg-banner td-msg-banner--error" role="status">
          {CANT_SEND_FOOTER}
        </div>
      )}
      {spamReportable && (
        <div className="td-msg-banner" role="status">
          <span>Look sketchy?</span>
          <button type="button" className="td-msg-link-button" onClick={() => void controller.markSpam(view.key)}>
            Mark as spam
          </button>
        </div>
      )}
    </>
  );
}

