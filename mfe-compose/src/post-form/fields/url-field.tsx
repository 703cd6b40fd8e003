import { useId, type Ref } from 'react';

export interface UrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Read out but not shown, where the field's place says what it is (a photo's web address beside Add). */
  hideLabel?: boolean;
  /** Added to the input's own class. */
  className?: string;
  /** Id of the hint or error that describes the field. */
  describedBy?: string;
  /** The field the form focuses first when it opens. */
  autoFocus?: boolean;
  /** Enter adds the address instead of submitting the form. */
  onEnter?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled web-address input of the post form: a URL keyboard on phones, "https://" as its hint. */
export function UrlField({
  label,
  value,
  onChange,
  placeholder = 'https://',
  hideLabel = false,
  className,
  describedBy,
  autoFocus = false,
  onEnter,
  ref,
}: UrlFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={hideLabel ? 'td-ui-visually-hidden' : 'td-compose-label'}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={className ? `td-compose-input ${className}` : 'td-compose-input'}
        inputMode="url"
        placeholder={placeholder}
        value={value}
        aria-describedby={describedBy}
        data-compose-autofocus={autoFocus || undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={
          onEnter &&
          ((event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            onEnter();
          })
        }
      />
    </>
  );
}
