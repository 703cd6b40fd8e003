/** A form's or page's failure that belongs to no one field: announced as it appears. */
export function FormAlert({ message }: { message: string }) {
  return (
    <p role="alert" className="td-settings__error">
      {message}
    </p>
  );
}
