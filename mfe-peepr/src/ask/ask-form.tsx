import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { api, ASK_MAX_LENGTH, stripNewlines, toApiError, toast, useSession, validateQuestion, type BlogHeader } from '@tumbledash/shared';
import { throttle } from '../posts/autopager';
import { errorsAfterEdit } from './ask-errors';
import { askCounter } from './counter';

/** B§9 "Ask limit 500, input throttle 100 ms": the counter follows the typing at most every 100 ms. */
export const ASK_INPUT_THROTTLE_MS = 100;

interface AskFormProps {
  blog: Pick<BlogHeader, 'name' | 'anonymous_asks'>;
  onSent: () => void;
  /** Told whether a question is written and not sent (the viewer asks before closing it, B§4). */
  onDirtyChange?: (dirty: boolean) => void;
  /** The dialog's way out, a Cancel button beside Ask. */
  onCancel?: () => void;
}

/** The ask form (B§2, B§4, B§5): question, anonymous option, counter, error list. */
export function AskForm({ blog, onSent, onDirtyChange, onCancel }: AskFormProps) {
  const { user } = useSession();
  const [question, setQuestion] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const ids = useId();
  const [counted, setCounted] = useState(0);
  const typed = useRef('');
  const follow = useMemo(() => throttle(() => setCounted(typed.current.length), ASK_INPUT_THROTTLE_MS), []);
  useEffect(() => () => follow.cancel(), [follow]);
  const counter = askCounter(counted);
  const length = question.trim().length;
  const allowAnonymous = blog.anonymous_asks && user !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const problems = validateQuestion(question);
    setErrors(problems);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await api.post('/svc/post/ask', { recipient: blog.name, anonymous: allowAnonymous && anonymous, question: question.trim() });
      toast.show(`Your question is on its way to ${blog.name}.`, 'success');
      onDirtyChange?.(false);
      onSent();
    } catch (error) {
      const failure = toApiError(error);
      // B§7 "On failure response.errors[0] is shown"; a request failure is shown too (B§8).
      setErrors([failure.errors[0]?.detail ?? failure.message]);
    } finally {
      setSaving(false);
    }
  };

  const blockEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <form className="td-peepr-ask" onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-q`}>Your question</label>
      <textarea
        id={`${ids}-q`}
        value={question}
        maxLength={ASK_MAX_LENGTH}
        rows={4}
        onKeyDown={blockEnter}
        onChange={(event) => {
          const next = stripNewlines(event.target.value).slice(0, ASK_MAX_LENGTH);
          setQuestion(next);
          setErrors((shown) => errorsAfterEdit(shown, next));
          typed.current = next;
          follow.call();
          onDirtyChange?.(next.trim() !== '');
        }}
        aria-describedby={counter ? `${ids}-count` : undefined}
        aria-invalid={errors.length > 0}
      />
      {counter && (
        <p id={`${ids}-count`} className={`td-peepr-counter td-peepr-counter--${counter.style}`} aria-live="polite">
          {counter.remaining}
          <span className="td-ui-visually-hidden"> characters left</span>
        </p>
      )}
      {allowAnonymous && (
        <label className="td-peepr-ask__anonymous">
          <input type="checkbox" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} /> Ask anonymously
        </label>
      )}
      {errors.length > 0 && (
        <ul className="td-peepr-ask__errors" role="alert">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
      <div className="td-peepr-ask__buttons">
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
        {/* While saving it is aria-disabled, not disabled: a disabled button would drop the focus out of the dialog. */}
        <button type="submit" className="td-peepr-ask__send" disabled={length < 1 || length > ASK_MAX_LENGTH} aria-disabled={saving}>
          {saving ? 'Asking…' : 'Ask'}
        </button>
      </div>
    </form>
  );
}
