import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a native checkbox with the switch role, so keyboard and screen readers know it. */
export function SwitchField({ label, description, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  return (
    <div className="td-settings__switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {description && (
        <p id={`${id}-description`} className="td-settings__hint">
          {description}
        </p>
      )}
    </div>
  );
}
