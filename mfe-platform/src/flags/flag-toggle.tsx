import { onOff } from './flag-list';

interface FlagToggleProps {
  enabled: boolean;
  /** A save of this flag is under way: a second press is not sent. */
  busy: boolean;
  /** Ids of the flag's name (the button's name) and its description. */
  labelledBy: string;
  describedBy: string;
  onToggle: () => void;
}

/**
 * A flag's switch: a pressed/unpressed button named by the flag, that stays focusable while it saves, with On or
 * Off written beside it. The word is outside the button so that its name stays the flag's whatever the state.
 */
export function FlagToggle({ enabled, busy, labelledBy, describedBy, onToggle }: FlagToggleProps) {
  return (
    <span className="td-platform-flag-switch">
      <button
        type="button"
        className="td-platform-flag-toggle"
        aria-pressed={enabled}
        aria-disabled={busy || undefined}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onClick={() => {
          if (!busy) onToggle();
        }}
      >
        <span className="td-platform-flag-knob" />
      </button>
      <span className="td-platform-flag-state">{onOff(enabled)}</span>
    </span>
  );
}
