/** The id of a field's error line, for the field's aria-describedby. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** A field's problem, under it: announced as it appears and read as the field's description. */
export function FieldError({ fieldId, message }: { fieldId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={fieldErrorId(fieldId)} className="td-settings__field-error" role="alert">
      {message}
    </p>
  );
}
