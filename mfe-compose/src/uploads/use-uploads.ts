import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { isCancel } from '@tumbledash/shared';
import type { UploadedMedia, UploadKind } from '../compose/api-types';
import { uploadFile } from './upload-client';
import { EMPTY_UPLOADS, isActive, nextToStart, overallProgress, uploadsReducer, type UploadItem } from './upload-machine';
import { sizeError, typeError } from './upload-messages';
import { scaleImage } from './scale-image';
import { uploadErrorMessage } from './upload-response';

interface PreparedFile {
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

export interface UseUploadsOptions {
  kind: UploadKind;
  maxBytes: number;
  /** A file finished uploading; it leaves the list of uploads afterwards. */
  onUploaded: (result: UploadedMedia) => void;
}

let nextUploadId = 1;

/** Files picked, dropped or pasted: validated, images scaled, then uploaded one at a time. */
export function useUploads({ kind, maxBytes, onUploaded }: UseUploadsOptions) {
  const [state, dispatch] = useReducer(uploadsReducer, EMPTY_UPLOADS);
  const prepared = useRef(new Map<string, PreparedFile>());
  const controllers = useRef(new Map<string, AbortController>());
  const uploaded = useEffectEvent(onUploaded);

  const prepare = useCallback(
    async (file: File, id: string) => {
      const badType = typeError(file, kind);
      if (badType) {
        dispatch({ type: 'rejected', id, error: badType });
        return;
      }
      const ready = kind === 'image' ? await scaleImage(file) : { blob: file, width: 0, height: 0 };
      const tooBig = sizeError(ready.blob.size, maxBytes);
      if (tooBig) {
        dispatch({ type: 'rejected', id, error: tooBig });
        return;
      }
      prepared.current.set(id, { ...ready, name: file.name || `upload.${file.type.split('/')[1] ?? 'bin'}` });
      dispatch({ type: 'validated', id, bytesTotal: ready.blob.size });
    },
    [kind, maxBytes],
  );

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = `upload-${nextUploadId++}`;
        dispatch({ type: 'add', id, name: file.name || 'Pasted file', kind, bytesTotal: file.size });
        void prepare(file, id);
      }
    },
    [kind, prepare],
  );

  useEffect(() => {
    const next = nextToStart(state);
    const file = next ? prepared.current.get(next.id) : undefined;
    if (!next || !file) return;
    const { id } = next;
    dispatch({ type: 'start', id });
    const controller = new AbortController();
    controllers.current.set(id, controller);
    uploadFile(file.blob, file.name, kind, {
      signal: controller.signal,
      onProgress: (loaded, total) => dispatch({ type: 'progress', id, loaded, total }),
    })
      .then((result) => {
        dispatch({ type: 'complete', id, result });
        uploaded({ ...result, width: result.width || file.width, height: result.height || file.height });
        dispatch({ type: 'remove', id });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || isCancel(error)) return;
        dispatch({ type: 'failed', id, error: uploadErrorMessage(error) });
      })
      .finally(() => {
        controllers.current.delete(id);
        prepared.current.delete(id);
      });
  }, [state, kind]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const cancel = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    prepared.current.delete(id);
    dispatch({ type: 'cancel', id });
  }, []);

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    prepared.current.delete(id);
    dispatch({ type: 'remove', id });
  }, []);

  /** Drops failed, rejected and cancelled items. */
  const clearFinished = useCallback(() => dispatch({ type: 'dropIncomplete' }), []);

  const items: UploadItem[] = state.items;
  const active = items.filter(isActive).length;
  return { items, active, progress: overallProgress(state), add, cancel, remove, clearFinished };
}
