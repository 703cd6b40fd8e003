import { useEffect, useId, useState } from 'react';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  /** True while the change is being saved. */
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * An on/off setting: a native checkbox with the switch role, so keyboard and screen readers know it. It flips
 * at once; once the save is over (disabled again false) it shows what the server answered.
 */
export function SwitchField({ label, description, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    if (!disabled) setShown(null);
  }, [disabled, checked]);
  return (
    <div className="td-settings__switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={shown ?? checked}
        aria-disabled={disabled || undefined}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => {
          if (disabled) return;
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
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
