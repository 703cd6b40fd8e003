import type { UploadedFile, UploadKind } from '../compose/api-types';
import { UPLOAD_MESSAGES } from './upload-messages';

/**
 * An upload item's life (A§4.10): added, then validated (queued) or rejected; then uploading, and
 * complete, error or cancelled. One upload runs at a time (A§7.5, A§9.4).
 */
export type UploadStatus = 'added' | 'queued' | 'uploading' | 'complete' | 'rejected' | 'error' | 'cancelled';

/** A§3.9 */
export interface UploadItem {
  id: string;
  name: string;
  kind: UploadKind;
  status: UploadStatus;
  error: string | null;
  bytesLoaded: number;
  bytesTotal: number;
  result: UploadedFile | null;
}

export interface UploadsState {
  items: UploadItem[];
}

export const EMPTY_UPLOADS: UploadsState = { items: [] };

export type UploadAction =
  | { type: 'add'; id: string; name: string; kind: UploadKind; bytesTotal: number }
  | { type: 'validated'; id: string; bytesTotal: number }
  | { type: 'rejected'; id: string; error: string }
  | { type: 'start'; id: string }
  | { type: 'progress'; id: string; loaded: number; total: number }
  | { type: 'complete'; id: string; result: UploadedFile }
  | { type: 'failed'; id: string; error: string }
  | { type: 'cancel'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'dropIncomplete' };

const ACTIVE: UploadStatus[] = ['added', 'queued', 'uploading'];

export function isActive(item: UploadItem): boolean {
  return ACTIVE.includes(item.status);
}

function update(state: UploadsState, id: string, from: UploadStatus[], patch: (item: UploadItem) => Partial<UploadItem>): UploadsState {
  let changed = false;
  const items = state.items.map((item) => {
    if (item.id !== id || !from.includes(item.status)) return item;
    changed = true;
    return { ...item, ...patch(item) };
  });
  return changed ? { items } : state;
}

export function uploadsReducer(state: UploadsState, action: UploadAction): UploadsState {
  switch (action.type) {
    case 'add':
      if (state.items.some((item) => item.id === action.id)) return state;
      return {
        items: [
          ...state.items,
          {
            id: action.id,
            name: action.name,
            kind: action.kind,
            status: 'added',
            error: null,
            bytesLoaded: 0,
            bytesTotal: action.bytesTotal,
            result: null,
          },
        ],
      };
    case 'validated':
      return update(state, action.id, ['added'], () => ({ status: 'queued', bytesTotal: action.bytesTotal }));
    case 'rejected':
      return update(state, action.id, ['added'], () => ({ status: 'rejected', error: action.error }));
    case 'start':
      if (state.items.some((item) => item.status === 'uploading')) return state;
      return update(state, action.id, ['queued'], () => ({ status: 'uploading', bytesLoaded: 0 }));
    case 'progress':
      return update(state, action.id, ['uploading'], (item) => ({
        bytesLoaded: Math.min(action.loaded, action.total || item.bytesTotal),
        bytesTotal: action.total || item.bytesTotal,
      }));
    case 'complete':
      return update(state, action.id, ['uploading'], (item) => ({
        status: 'complete',
        bytesLoaded: item.bytesTotal,
        result: action.result,
      }));
    case 'failed':
      return update(state, action.id, ['uploading'], () => ({ status: 'error', error: action.error }));
    case 'cancel':
      // An aborted upload just stops (A§4.10).
      return update(state, action.id, ACTIVE, () => ({ status: 'cancelled', error: UPLOAD_MESSAGES.canceled }));
    case 'remove':
      return { items: state.items.filter((item) => item.id !== action.id) };
    case 'dropIncomplete':
      return { items: state.items.filter((item) => item.status === 'complete') };
  }
}

/** The queued item to start now, or null while another uploads (one at a time). */
export function nextToStart(state: UploadsState): UploadItem | null {
  if (state.items.some((item) => item.status === 'uploading')) return null;
  return state.items.find((item) => item.status === 'queued') ?? null;
}

/** Progress over the items still to finish or finished, from real bytes. */
export function overallProgress(state: UploadsState): { loaded: number; total: number } {
  const counted = state.items.filter((item) => isActive(item) || item.status === 'complete');
  return counted.reduce(
    (sum, item) => ({ loaded: sum.loaded + item.bytesLoaded, total: sum.total + item.bytesTotal }),
    { loaded: 0, total: 0 },
  );
}
