import { useId, useState, type FormEvent } from 'react';
import { ANSWER_MAX_LENGTH, focusAfterLeaving, type DashboardPost } from '@tumbledash/shared';
import { FEED_CARDS } from './feed-cards';
import { loadPageActions } from './load-page-actions';

/** Inbox: the answer field of an ask; answering publishes it as an answer post. */
export function AnswerForm({ post }: { post: DashboardPost }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || sending) return;
    const keepFocus = focusAfterLeaving(event.currentTarget, FEED_CARDS);
    setSending(true);
    const actions = await loadPageActions();
    // An answered ask (or one answered elsewhere) leaves the inbox; a refusal lets the person try again.
    if (actions && (await actions.answerAsk(post, value))) keepFocus();
    else setSending(false);
  };
  return (
    <form className="td-dash-answer" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="td-dash-answer__label">
        Your answer
      </label>
      <textarea
        id={fieldId}
        className="td-dash-answer__input"
        rows={3}
        maxLength={ANSWER_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="td-dash-answer__buttons">
        <button type="submit" className="td-dash-button" disabled={text.trim() === ''} aria-disabled={sending || undefined}>
          {sending ? 'Answering…' : 'Answer'}
        </button>
      </div>
    </form>
  );
}
