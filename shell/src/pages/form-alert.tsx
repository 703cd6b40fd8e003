/** A refusal of the whole form (not of one field), under its fields: announced as it appears; nothing when none. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="td-account-form__error">
      {message}
    </p>
  );
}
