/** A minimal observable state holder: the controller writes, React reads through useSyncExternalStore. */
export class Store<S> {
  private listeners = new Set<() => void>();

  constructor(private state: S) {}

  get = (): S => this.state;

  set(update: Partial<S> | ((state: S) => Partial<S>)): void {
    const patch = typeof update === 'function' ? update(this.state) : update;
    let changed = false;
    for (const key of Object.keys(patch) as (keyof S)[]) {
      if (!Object.is(patch[key], this.state[key])) {
        changed = true;
        break;
      }
    }
    if (!changed) return;
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a) as (keyof T)[];
  const keysB = Object.keys(b);
  return keysA.length === keysB.length && keysA.every((key) => Object.is(a[key], b[key]));
}
