import { api } from '@tumbledash/shared';
import { ENDPOINTS, type UploadedMedia, type UploadKind } from '../compose/api-types';
import { uploadLane } from './upload-lane';
import { uploadedFileFrom } from './upload-response';

/** Endpoint and multipart field per kind (README: Server contract); the default field is photo (A§5.6). */
export const UPLOAD_TARGETS: Record<UploadKind, { url: string; field: string }> = {
  image: { url: ENDPOINTS.uploadPhoto, field: 'photo' },
  audio: { url: ENDPOINTS.uploadAudio, field: 'audio' },
  video: { url: ENDPOINTS.uploadVideo, field: 'video' },
};

export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** Sends one file once the uploads asked before it are done; progress comes from the bytes actually sent. */
export function uploadFile(blob: Blob, name: string, kind: UploadKind, options: UploadOptions = {}): Promise<UploadedMedia> {
  const target = UPLOAD_TARGETS[kind];
  return uploadLane.run(async () => {
    const form = new FormData();
    form.append(target.field, blob, name);
    const { data } = await api.client.post<unknown>(target.url, form, {
      signal: options.signal,
      // Large files take as long as they take; the person can cancel.
      timeout: 0,
      onUploadProgress: (event) => options.onProgress?.(event.loaded, event.total ?? blob.size),
    });
    return uploadedFileFrom(data);
  }, options.signal);
}
