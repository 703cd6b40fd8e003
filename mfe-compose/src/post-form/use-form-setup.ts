import { useEffect, useState } from 'react';
import { ApiError, session, type Channel } from '@tumbledash/shared';
import type { FormLimits } from '../compose/api-types';
import { composeApi } from '../compose/compose-api';
import type { ComposeRequest } from '../compose/routes';
import { CAPTION_MAX_LENGTH, editPostModel, MAX_PHOTOS, newPostModel, reblogPostModel, type PostModel } from './post-model';

const MB = 1024 * 1024;

/** Until the form builder data arrives: the session's limits and these. */
export function defaultLimits(): FormLimits {
  const limits = session.get().user?.limits;
  return {
    max_photos: limits?.max_photos ?? MAX_PHOTOS,
    caption_length: limits?.caption_length ?? CAPTION_MAX_LENGTH,
    image_upload_max_bytes: limits?.image_upload_max_bytes ?? 10 * MB,
    audio_upload_max_bytes: 10 * MB,
    video_upload_max_bytes: 50 * MB,
  };
}

export type FormSetup =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; model: PostModel };

function currentBlog(): string {
  return session.currentChannel()?.name ?? session.get().user?.primary ?? '';
}

/** A missing or someone else's post says so in the server's words; other failures as the client puts them. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'forbidden') && error.serverMessage) {
    return error.serverMessage;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The model a form opens with: at once for a new post, after POST /svc/post/fetch for edit and reblog. */
export function useFormModel(request: ComposeRequest): FormSetup {
  const [setup, setSetup] = useState<FormSetup>(() =>
    request.mode === 'new' ? { status: 'ready', model: newPostModel(request.type ?? 'text', currentBlog()) } : { status: 'loading' },
  );
  const { mode, postId } = request;
  const reblogId = request.reblog?.id;
  const reblogKey = request.reblog?.key;

  useEffect(() => {
    if (mode === 'new') return;
    let current = true;
    const lookup = mode === 'edit' ? { post_id: postId ?? '' } : { reblog_id: reblogId ?? '', reblog_key: reblogKey ?? '' };
    composeApi.fetchPost(lookup).then(
      (response) => {
        if (!current) return;
        const model = mode === 'edit' ? editPostModel(response) : reblogPostModel(response.post, currentBlog());
        setSetup({ status: 'ready', model });
      },
      (error: unknown) => current && setSetup({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [mode, postId, reblogId, reblogKey]);

  return setup;
}

/** The person's blogs and the limits (POST /svc/post/get_post_form_builder_data); the session's until then. */
export function useFormBuilderData(): { channels: Channel[]; limits: FormLimits } {
  const [data, setData] = useState(() => ({ channels: session.get().channels, limits: defaultLimits() }));
  useEffect(() => {
    let current = true;
    composeApi.formBuilderData().then(
      (answer) => {
        if (current && Array.isArray(answer?.channels)) setData({ channels: answer.channels, limits: { ...defaultLimits(), ...answer.limits } });
      },
      // The session already has the blogs; the form works without the rest.
      (error: unknown) => console.warn('Post form builder data unavailable', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return data;
}
