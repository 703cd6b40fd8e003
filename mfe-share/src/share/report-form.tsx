import { useId, useState, type FormEvent } from 'react';
import { SHARE_LIMITS, type ReportReason } from '@tumbledash/shared';
import { canSubmit, submitButton, type ShareStatus } from './popover-state';
import { SubmitButton } from './submit-button';

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  sensitive: "Sensitive content that isn't flagged",
  copyright: 'Copyright infringement',
  other: 'Something else',
};

export const REPORT_THANKS = 'Thanks! We will take a look.';

interface ReportFormProps {
  status: ShareStatus;
  error: string | null;
  onSubmit: (reason: ReportReason, text: string) => void;
}

/** "Report this post" (A§2.8): the abuse form in post mode — a reason, and words for "Something else". */
export function ReportForm({ status, error, onSubmit }: ReportFormProps) {
  const textId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const valid = reason !== null && (reason !== 'other' || text.trim() !== '');
  const button = submitButton(status, valid, 'Report');
  // What is being sent stays as chosen; a radio has no read-only, so its change is ignored instead.
  const sending = status === 'sharing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit(button) && reason) onSubmit(reason, text.trim());
  };

  if (status === 'success') {
    return (
      <p role="status" className="td-share__sent">
        {REPORT_THANKS}
      </p>
    );
  }
  return (
    <form className="td-share__form" onSubmit={submit}>
      <fieldset className="td-share__reasons">
        <legend className="td-share__label">Why are you reporting this post?</legend>
        {(Object.keys(REPORT_REASON_LABELS) as ReportReason[]).map((value) => (
          <label key={value} className="td-share__check">
            <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => sending || setReason(value)} />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label htmlFor={textId} className="td-share__label">
        {reason === 'other' ? 'What is wrong with it?' : 'Anything to add? (optional)'}
      </label>
      <textarea id={textId} className="td-share__field td-share__textarea" rows={2} maxLength={SHARE_LIMITS.reportTextMax} value={text} readOnly={sending} onChange={(event) => setText(event.target.value)} />
      <div className="td-share__actions">
        {error && (
          <span role="alert" className="td-share__error">
            {error}
          </span>
        )}
        <SubmitButton {...button} />
      </div>
    </form>
  );
}
