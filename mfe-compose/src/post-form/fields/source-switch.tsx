import { useId } from 'react';

export interface SourceSwitchProps<T extends string> {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** Radio buttons choosing where a media post's file comes from. */
export function SourceSwitch<T extends string>({ legend, value, options, onChange }: SourceSwitchProps<T>) {
  const name = useId();
  return (
    <fieldset className="td-compose-source">
      <legend className="td-ui-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`td-compose-source__option${option.value === value ? ' td-compose-source__option--on' : ''}`}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
