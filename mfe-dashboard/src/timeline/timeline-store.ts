import type { VirtualItem } from '@tanstack/virtual-core';
import { EMPTY_TIMELINE, type TimelineState } from './timeline-state';

/** Where the reader was: restored when they come back to the page. Not reactive (it changes on every scroll). */
export interface TimelineView {
  scrollY: number;
  /** Measured row sizes, so the restored list has its real height before rows render again. */
  measurements: VirtualItem[];
}

type Listener = () => void;

/**
 * Module-level cache of every timeline visited in this page load, keyed by page root. It outlives the
 * mounted component, so leaving the dashboard and coming back shows the same posts at the same place.
 */
export function createTimelineStore() {
  const states = new Map<string, TimelineState>();
  const views = new Map<string, TimelineView>();
  const listeners = new Set<Listener>();
  /**
   * Each timeline's epoch, a new one after each reset of it: an answer that started before a reset of its timeline
   * is dropped, those of the others still land.
   */
  const epochs = new Map<string, object>();

  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: (key: string): TimelineState => states.get(key) ?? EMPTY_TIMELINE,
    epoch: (key: string): object => epochs.get(key) ?? epochs.set(key, {}).get(key)!,

    update(key: string, change: (state: TimelineState) => TimelineState): void {
      const current = states.get(key) ?? EMPTY_TIMELINE;
      const next = change(current);
      if (next === current) return;
      states.set(key, next);
      notify();
    },

    /** Applies a change to every cached timeline (a post changed or went away); `key` names the timeline. */
    updateEach(change: (state: TimelineState, key: string) => TimelineState): void {
      let changed = false;
      for (const [key, state] of states) {
        const next = change(state, key);
        if (next !== state) {
          states.set(key, next);
          // Row sizes are keyed by post, but a removed or inserted row moves every saved offset.
          views.delete(key);
          changed = true;
        }
      }
      if (changed) notify();
    },

    /** Forgets one timeline (or all): a mounted one loads again from the top. */
    reset(key?: string): void {
      if (key === undefined) {
        epochs.clear();
        states.clear();
        views.clear();
      } else {
        epochs.delete(key);
        states.delete(key);
        views.delete(key);
      }
      notify();
    },

    /**
     * Drops a timeline that is not shown (it loads afresh when next visited). Unlike `reset` it leaves its
     * epoch alone: a fetch of it on its way still lands.
     */
    forget(key: string): void {
      if (!states.has(key) && !views.has(key)) return;
      states.delete(key);
      views.delete(key);
      notify();
    },

    view: (key: string): TimelineView | undefined => views.get(key),
    saveView(key: string, view: TimelineView): void {
      views.set(key, view);
    },

    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type TimelineStore = ReturnType<typeof createTimelineStore>;

export const timelineStore: TimelineStore = createTimelineStore();
