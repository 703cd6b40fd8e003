import { canSubmit, INITIAL_STATE, popoverReducer, submitButton, type PopoverAction, type PopoverState } from './popover-state';

const run = (actions: PopoverAction[], from: PopoverState = INITIAL_STATE) => actions.reduce(popoverReducer, from);

describe('popoverReducer', () => {
  it('opens a sub-panel from the option list and goes back', () => {
    const email = run([{ type: 'open-panel', panel: 'email' }]);
    expect(email.panel).toBe('email');
    expect(run([{ type: 'back' }], email).panel).toBe('main');
  });

  it('shares: not sharing, sharing, then success or fail; sharing is off after each outcome', () => {
    const sharing = run([{ type: 'open-panel', panel: 'twitter' }, { type: 'submit' }]);
    expect(sharing.status).toBe('sharing');
    expect(run([{ type: 'succeeded', kind: 'shared' }], sharing)).toMatchObject({ status: 'success', succeeded: 'shared' });
    const failed = run([{ type: 'failed' }], sharing);
    expect(failed.status).toBe('fail');
    expect(run([{ type: 'submit' }], failed).status).toBe('sharing');
  });

  it('ignores a second submit, Back and Escape while sharing', () => {
    const sharing = run([{ type: 'open-panel', panel: 'email' }, { type: 'submit' }]);
    expect(run([{ type: 'submit' }], sharing)).toBe(sharing);
    expect(run([{ type: 'back' }], sharing)).toBe(sharing);
    expect(run([{ type: 'escape' }], sharing)).toBe(sharing);
  });

  it('Escape goes back from a sub-panel, then drops the picked recipient, then closes', () => {
    const panel = run([{ type: 'open-panel', panel: 'permalink' }, { type: 'escape' }]);
    expect(panel).toMatchObject({ panel: 'main', closed: false });
    const picked = run([{ type: 'pick-recipient', name: 'film-grain' }, { type: 'escape' }]);
    expect(picked).toMatchObject({ recipient: null, closed: false });
    expect(run([{ type: 'escape' }]).closed).toBe(true);
  });

  it('Escape closes once the share succeeded, wherever it is', () => {
    const done = run([{ type: 'open-panel', panel: 'facebook' }, { type: 'submit' }, { type: 'succeeded', kind: 'shared' }, { type: 'escape' }]);
    expect(done.closed).toBe(true);
  });

  it('a closed popover stays closed', () => {
    const closed = run([{ type: 'close' }]);
    expect(run([{ type: 'open-panel', panel: 'email' }], closed)).toBe(closed);
  });

  it('opening a panel forgets a picked recipient (the message box and the networks never show together)', () => {
    expect(run([{ type: 'pick-recipient', name: 'x' }, { type: 'open-panel', panel: 'email' }]).recipient).toBeNull();
  });
});

describe('submitButton', () => {
  it('is disabled only while the form is invalid, busy while sharing and once shared, and says "Sending..." while sharing', () => {
    expect(submitButton('idle', true)).toEqual({ label: 'Send', disabled: false, busy: false });
    expect(submitButton('idle', false)).toEqual({ label: 'Send', disabled: true, busy: false });
    expect(submitButton('sharing', true)).toEqual({ label: 'Sending...', disabled: false, busy: true });
    expect(submitButton('success', true)).toEqual({ label: 'Send', disabled: false, busy: true });
    expect(submitButton('fail', true, 'Post')).toEqual({ label: 'Post', disabled: false, busy: false });
  });

  it('submits only a valid form with nothing in flight or already sent', () => {
    expect(canSubmit(submitButton('idle', true))).toBe(true);
    expect(canSubmit(submitButton('fail', true))).toBe(true);
    expect(canSubmit(submitButton('idle', false))).toBe(false);
    expect(canSubmit(submitButton('sharing', true))).toBe(false);
    expect(canSubmit(submitButton('success', true))).toBe(false);
  });
});
