import { getBus } from '../bus';
import { makeBootstrap, makeChannel, makeUser } from '../test/fixtures';
import { ANONYMOUS, applyBootstrap, session } from './session';

function recordSessionEvents() {
  const seen: (string | null)[] = [];
  const subscription = getBus()
    .on('session:changed')
    .subscribe(({ user }) => seen.push(user?.name ?? null));
  return { seen, stop: () => subscription.unsubscribe() };
}

afterEach(() => session.set(ANONYMOUS));

describe('applyBootstrap', () => {
  it('stores the user, channels, flags and form key', () => {
    const channels = [makeChannel({ name: 'alice', is_current: true })];
    const state = applyBootstrap(makeBootstrap({ channels, flags: { is_logged_in: true, ask_form: true }, form_key: 'fk-9' }));
    expect(state).toEqual({ user: makeUser(), channels, flags: { is_logged_in: true, ask_form: true }, formKey: 'fk-9' });
    expect(session.get()).toEqual(state);
  });

  it('emits session:changed only when the signed-in user changes', () => {
    const events = recordSessionEvents();
    applyBootstrap(makeBootstrap());
    applyBootstrap(makeBootstrap({ form_key: 'fk-2', channels: [makeChannel({ name: 'other', is_current: true })] }));
    applyBootstrap(makeBootstrap({ user: makeUser({ name: 'bob' }) }));
    applyBootstrap(makeBootstrap({ user: null, channels: [] }));
    applyBootstrap(makeBootstrap({ user: null, channels: [], form_key: 'fk-anon' }));
    events.stop();
    expect(events.seen).toEqual(['alice', 'bob', null]);
  });

  it('notifies session subscribers of every change, including a new form key', () => {
    const keys: string[] = [];
    const subscription = session.changes().subscribe((state) => keys.push(state.formKey));
    applyBootstrap(makeBootstrap({ form_key: 'a' }));
    applyBootstrap(makeBootstrap({ form_key: 'b' }));
    subscription.unsubscribe();
    expect(keys).toEqual(['', 'a', 'b']);
  });
});

describe('session.currentChannel', () => {
  it('is the channel flagged current', () => {
    applyBootstrap(makeBootstrap({ channels: [makeChannel({ name: 'one' }), makeChannel({ name: 'two', is_current: true })] }));
    expect(session.currentChannel()?.name).toBe('two');
  });

  it('is the first channel when none is flagged', () => {
    applyBootstrap(makeBootstrap({ channels: [makeChannel({ name: 'one' }), makeChannel({ name: 'two' })] }));
    expect(session.currentChannel()?.name).toBe('one');
  });

  it('is null when signed out', () => {
    expect(session.currentChannel()).toBeNull();
  });
});

describe('the session store', () => {
  it('is one page-wide store kept on globalThis', () => {
    let copy: typeof import('./session') | undefined;
    jest.isolateModules(() => {
      copy = jest.requireActual<typeof import('./session')>('./session');
    });
    applyBootstrap(makeBootstrap({ form_key: 'shared-key' }));
    expect(copy?.session.get().formKey).toBe('shared-key');
  });
});
