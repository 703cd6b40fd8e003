/**
 * The share popover's state machine (B§4 "Share-post popover", "External share sub-form"; A§4.8): which
 * panel shows, the picked recipient, and the one share in flight. Pure: the component dispatches, this decides.
 */

export type SharePanel = 'main' | 'permalink' | 'embed' | 'email' | 'twitter' | 'facebook' | 'report';

/** not sharing → sharing → success | fail; sharing is off again after each outcome. */
export type ShareStatus = 'idle' | 'sharing' | 'success' | 'fail';

export interface PopoverState {
  panel: SharePanel;
  /** Name of the recipient picked in "Message to..."; the message box shows while there is one. */
  recipient: string | null;
  status: ShareStatus;
  /** What the success was: a post shared to a network (confetti, closes after 3000 ms) or a mail sent (fades after 1250 ms). */
  succeeded: 'shared' | 'sent' | null;
  closed: boolean;
}

export type PopoverAction =
  | { type: 'open-panel'; panel: Exclude<SharePanel, 'main'> }
  | { type: 'back' }
  | { type: 'pick-recipient'; name: string }
  | { type: 'clear-recipient' }
  | { type: 'submit' }
  | { type: 'succeeded'; kind: 'shared' | 'sent' }
  | { type: 'failed' }
  | { type: 'escape' }
  | { type: 'close' };

export const INITIAL_STATE: PopoverState = { panel: 'main', recipient: null, status: 'idle', succeeded: null, closed: false };

export function popoverReducer(state: PopoverState, action: PopoverAction): PopoverState {
  if (state.closed) return state;
  switch (action.type) {
    case 'open-panel':
      if (state.status === 'sharing') return state;
      return { ...state, panel: action.panel, recipient: null, status: 'idle', succeeded: null };
    case 'back':
      if (state.status === 'sharing') return state;
      return { ...state, panel: 'main', status: 'idle', succeeded: null };
    case 'pick-recipient':
      return { ...state, recipient: action.name, status: 'idle' };
    case 'clear-recipient':
      if (state.status === 'sharing') return state;
      return { ...state, recipient: null, status: 'idle' };
    case 'submit':
      // Submit is enabled only when not already sharing.
      if (state.status === 'sharing') return state;
      return { ...state, status: 'sharing', succeeded: null };
    case 'succeeded':
      return { ...state, status: 'success', succeeded: action.kind };
    case 'failed':
      return { ...state, status: 'fail' };
    case 'escape':
      // B§2: Escape goes back, or closes the popover if the share already succeeded.
      if (state.status === 'success') return { ...state, closed: true };
      if (state.status === 'sharing') return state;
      if (state.panel !== 'main') return { ...state, panel: 'main', status: 'idle' };
      if (state.recipient !== null) return { ...state, recipient: null, status: 'idle' };
      return { ...state, closed: true };
    case 'close':
      return { ...state, closed: true };
  }
}

export interface SubmitButtonState {
  label: string;
  /** Only while the form is invalid (B§4: "enabled only when the form is valid"). */
  disabled: boolean;
  /** Sharing, then shared: off, yet marked aria-disabled rather than disabled so it keeps its focus. */
  busy: boolean;
}

/** The submit button's label and state for a sub-form (B§4: "Sending..." while sharing). */
export function submitButton(status: ShareStatus, valid: boolean, label = 'Send'): SubmitButtonState {
  return { label: status === 'sharing' ? 'Sending...' : label, disabled: !valid, busy: status === 'sharing' || status === 'success' };
}

/** Whether submitting now sends: a valid form with nothing in flight or already sent. */
export function canSubmit(button: SubmitButtonState): boolean {
  return !button.disabled && !button.busy;
}
