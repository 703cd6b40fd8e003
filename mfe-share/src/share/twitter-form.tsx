import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isTweet, tweetRemaining, URL_TOKEN } from '@tumbledash/shared';
import { isSubmitChord } from './email-form';
import { canSubmit, submitButton, type ShareStatus } from './popover-state';
import { SubmitButton } from './submit-button';

/** A§5.3: fewer than 10 characters left shows the warning style. */
const WARNING_BELOW = 10;

/** The first tweet: the post's summary, cut to leave room for the link. */
export function defaultTweet(summary: string): string {
  const room = tweetRemaining(` ${URL_TOKEN}`);
  const chars = [...summary.trim()];
  const text = chars.length <= room ? chars.join('') : `${chars.slice(0, room - 1).join('').trimEnd()}…`;
  return text ? `${text} ${URL_TOKEN}` : URL_TOKEN;
}

interface TwitterFormProps {
  summary: string;
  status: ShareStatus;
  onSubmit: (message: string) => void;
}

/**
 * The short-message network's sub-form: above 0 and at most 140 (B§5); each [URL] counts as the post share
 * popover's short URL (A§5.3, A§9.1: 24), `SHARE_LIMITS.tweetUrlLength`, which the server checks too.
 */
export function TwitterForm({ summary, status, onSubmit }: TwitterFormProps) {
  const id = useId();
  const counterId = useId();
  const [message, setMessage] = useState(() => defaultTweet(summary));
  const remaining = tweetRemaining(message);
  const button = submitButton(status, isTweet(message), 'Tweet');
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSubmit(button)) onSubmit(message);
  };
  const counterClass = remaining < 0 ? 'td-share__count td-share__count--exceeding' : remaining < WARNING_BELOW ? 'td-share__count td-share__count--warning' : 'td-share__count';

  return (
    <form className="td-share__form" onSubmit={submit} onKeyDown={(event: KeyboardEvent) => isSubmitChord(event) && (event.preventDefault(), submit())}>
      <label htmlFor={id} className="td-share__label">
        Tweet
      </label>
      <textarea id={id} className="td-share__field td-share__textarea" rows={4} aria-describedby={counterId} value={message} readOnly={status === 'sharing'} onChange={(event) => setMessage(event.target.value)} />
      <div className="td-share__actions">
        <span id={counterId} className={counterClass} aria-label={`${remaining} characters left`}>
          {remaining}
        </span>
        {status === 'fail' && (
          <span role="alert" className="td-share__error">
            Something went screwy.
          </span>
        )}
        <SubmitButton {...button} />
      </div>
    </form>
  );
}
