import type { MouseEvent } from 'react';
import { bus, POST_TYPE_GLYPHS, POST_TYPE_LABELS, POST_TYPES, useSession, type CreatablePostType } from '@tumbledash/shared';
import './new-post-bar.css';

/** Id of the element the inline post form is rendered into (A§2.4); compose takes it from `compose:open`. */
export const INLINE_POST_FORM_ID = 'td-dash-new-post-form';

function open(type: CreatablePostType, event: MouseEvent<HTMLButtonElement>): void {
  // Some browsers do not focus a clicked button; the form returns focus to what had it when it opened.
  event.currentTarget.focus();
  bus.emit('compose:open', { mode: 'new', type, inline: INLINE_POST_FORM_ID });
}

/**
 * The new-post buttons above the dashboard (A§2.4), for signed-in people: each opens the post form of its
 * type inline, in the element above them. The buttons hide while that element holds the form (CSS, from the
 * DOM compose renders, so they are back and focusable the moment the form has gone and compose returns focus).
 */
export function NewPostBar() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <section className="td-dash-new-post" aria-label="New post">
      <div id={INLINE_POST_FORM_ID} className="td-dash-new-post__form" />
      <ul className="td-dash-new-post__types">
        {POST_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              className={`td-dash-new-post__button td-dash-new-post__button--${type}`}
              aria-label={`New ${type} post`}
              onClick={(event) => open(type, event)}
            >
              {/* The glyph is drawn by CSS, so the visible text is the label alone, which the name contains (WCAG 2.5.3). */}
              <span className="td-dash-new-post__icon" aria-hidden="true" data-glyph={POST_TYPE_GLYPHS[type]} />
              <span className="td-dash-new-post__label">{POST_TYPE_LABELS[type]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
