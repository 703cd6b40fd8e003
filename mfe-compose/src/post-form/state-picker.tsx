import { useId } from 'react';
import type { PostState } from '@tumbledash/shared';

/** States a person picks (A§4.1); an edited post may also be in one the server set. */
const PICKABLE: { state: PostState; label: string }[] = [
  { state: 'published', label: 'Post now' },
  { state: 'queued', label: 'Add to queue' },
  { state: 'scheduled', label: 'Schedule' },
  { state: 'draft', label: 'Save as draft' },
  { state: 'private', label: 'Post privately' },
];

const OTHER_LABELS: Partial<Record<PostState, string>> = { unapproved: 'Keep as submission', transcoding: 'Keep processing' };

export interface StatePickerProps {
  state: PostState;
  publishOn: string;
  onChange: (state: PostState, publishOn: string) => void;
}

/** Publish now, queue, schedule with a date, draft or private. */
export function StatePicker({ state, publishOn, onChange }: StatePickerProps) {
  const selectId = useId();
  const dateId = useId();
  const options = PICKABLE.some((option) => option.state === state)
    ? PICKABLE
    : [{ state, label: OTHER_LABELS[state] ?? state }, ...PICKABLE];
  return (
    <div className="td-compose-state">
      <label htmlFor={selectId} className="td-ui-visually-hidden">
        When to post
      </label>
      <select id={selectId} className="td-compose-state__select" value={state} onChange={(event) => onChange(event.target.value as PostState, publishOn)}>
        {options.map((option) => (
          <option key={option.state} value={option.state}>
            {option.label}
          </option>
        ))}
      </select>
      {state === 'scheduled' && (
        <span className="td-compose-state__when">
          <label htmlFor={dateId} className="td-compose-state__date-label">
            Publish on
          </label>
          <input id={dateId} type="datetime-local" className="td-compose-input td-compose-state__date" value={publishOn} onChange={(event) => onChange(state, event.target.value)} />
        </span>
      )}
    </div>
  );
}

/** The submit button's words for the state and mode. */
export function submitLabel(state: PostState, mode: 'new' | 'edit' | 'reblog'): string {
  switch (state) {
    case 'queued':
      return 'Queue';
    case 'scheduled':
      return 'Schedule';
    case 'draft':
      return 'Save draft';
    case 'private':
      return 'Post privately';
    case 'published':
      return mode === 'edit' ? 'Save' : mode === 'reblog' ? 'Reblog' : 'Post';
    default:
      return 'Save';
  }
}
