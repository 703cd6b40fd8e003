/** Undo debounce (A§4.9, A§9.2). */
export const UNDO_DEBOUNCE_MS = 500;

/** Steps kept; older ones fall off. */
export const UNDO_LIMIT = 100;

/**
 * Undo and redo stacks of editor states (A§4.9). Changes are captured with a 500 ms debounce: a burst of
 * typing becomes one step, taken when the person pauses. `undo` first settles a change still waiting.
 */
export class UndoHistory<T> {
  private current: T;
  private pending: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly undoStack: T[] = [];
  private redoStack: T[] = [];

  constructor(
    initial: T,
    private readonly debounceMs = UNDO_DEBOUNCE_MS,
    private readonly limit = UNDO_LIMIT,
  ) {
    this.current = initial;
  }

  /** The editor changed to `value`; it becomes a step once changes pause for the debounce time. */
  change(value: T): void {
    this.pending = { value };
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), this.debounceMs);
  }

  /** Takes the waiting change as a step now. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    const { value } = this.pending;
    this.pending = null;
    if (Object.is(value, this.current)) return;
    this.undoStack.push(this.current);
    if (this.undoStack.length > this.limit) this.undoStack.shift();
    this.redoStack = [];
    this.current = value;
  }

  /** The state to show after undoing, or null when there is nothing to undo. */
  undo(): T | null {
    this.flush();
    const previous = this.undoStack.pop();
    if (previous === undefined) return null;
    this.redoStack.push(this.current);
    this.current = previous;
    return previous;
  }

  redo(): T | null {
    this.flush();
    const next = this.redoStack.pop();
    if (next === undefined) return null;
    this.undoStack.push(this.current);
    this.current = next;
    return next;
  }

  /** Starts over from `value` (e.g. the content was replaced from outside). */
  reset(value: T): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    this.undoStack.length = 0;
    this.redoStack = [];
    this.current = value;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0 || (this.pending !== null && !Object.is(this.pending.value, this.current));
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0 && this.pending === null;
  }

  dispose(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
