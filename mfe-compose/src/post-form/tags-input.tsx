import { useId, useState, type KeyboardEvent } from 'react';
import { addTags } from './tags';

export interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Tags as chips: Enter or comma adds, Backspace in the empty box takes the last one back. */
export function TagsInput({ tags, onChange }: TagsInputProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const listId = useId();

  const commit = () => {
    if (!text.trim()) return;
    onChange(addTags(tags, text));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      setText(tags[tags.length - 1] ?? '');
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <div className="td-compose-tags">
      <label htmlFor={inputId} className="td-ui-visually-hidden">
        Tags
      </label>
      {tags.length > 0 && (
        <ul id={listId} className="td-compose-tags__list" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="td-compose-tags__tag">
              #{tag}
              <button
                type="button"
                className="td-compose-tags__remove"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={inputId}
        className="td-compose-tags__input"
        value={text}
        placeholder="#tags"
        aria-describedby={tags.length > 0 ? listId : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text/plain');
          if (!pasted.includes(',')) return;
          event.preventDefault();
          onChange(addTags(tags, `${text},${pasted}`));
          setText('');
        }}
      />
    </div>
  );
}
