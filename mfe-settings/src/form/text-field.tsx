import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError, fieldErrorId } from './field-error';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; label: string; hint?: string; error?: string };

/** A labelled input with an optional hint (e.g. length rules) and the server's message for this field, announced as it appears. */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? fieldErrorId(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="td-settings__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={described} aria-invalid={error ? true : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="td-settings__hint">
          {hint}
        </p>
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
