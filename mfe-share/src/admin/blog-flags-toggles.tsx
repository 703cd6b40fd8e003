import { useState } from 'react';
import { ApiError, type BlogFlag, type BlogFlags } from '@tumbledash/shared';
import { toggleBlogFlag } from './blog-flags-api';

/** The five admin flags of a blog (A§6), in the spec's order, with their button labels. */
const FLAG_LABELS: Record<BlogFlag, string> = {
  spam: 'Spam',
  nsfw: 'NSFW',
  adult: 'Adult',
  uniblock: 'Uniblock',
  suspended: 'Suspended',
};

interface Props {
  tumblelog: string;
  flags: BlogFlags;
  /** The blog's flags as the server answered them. */
  onChange: (tumblelog: string, flags: BlogFlags) => void;
}

/** "Blog flags": one pressed/unpressed button per flag; each press toggles the flag on the server. */
export function BlogFlagsToggles({ tumblelog, flags, onChange }: Props) {
  const [busy, setBusy] = useState<BlogFlag | null>(null);
  const [error, setError] = useState('');

  async function toggle(flag: BlogFlag) {
    // One change at a time; the buttons stay enabled so keyboard focus stays on the one pressed.
    if (busy) return;
    setBusy(flag);
    setError('');
    try {
      const answer = await toggleBlogFlag(flag, tumblelog);
      onChange(answer.tumblelog, answer.flags);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : 'Something went screwy.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="td-blog-flags" role="group" aria-label={`Blog flags of ${tumblelog}`}>
      {(Object.keys(FLAG_LABELS) as BlogFlag[]).map((flag) => (
        <button
          key={flag}
          type="button"
          className="td-blog-flags__toggle"
          aria-pressed={flags[flag]}
          onClick={() => void toggle(flag)}
        >
          {FLAG_LABELS[flag]}
        </button>
      ))}
      {error && (
        <p className="td-blog-flags__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
