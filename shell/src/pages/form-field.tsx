import { useId, type InputHTMLAttributes } from 'react';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input whose error sits under it, announced as it appears and read as the input's description. */
export function FormField({ label, error, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="td-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className="td-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
