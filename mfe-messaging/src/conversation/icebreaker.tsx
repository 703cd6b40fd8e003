import { Avatar } from '@tumbledash/shared';
import type { WindowParticipant } from '../store/messaging-state';
import { plainText } from '../util/plain-text';
import { relationshipText } from './post-reference-rules';

/** The card above the first message: avatar, name, description, relationship and up to two tags. */
export function Icebreaker({ participant }: { participant: WindowParticipant }) {
  const full = participant.is_blog_following_you !== undefined && participant.is_following_blog !== undefined;
  const tags = (participant.tags ?? []).slice(0, 2);
  const description = participant.description ? plainText(participant.description) : '';
  return (
    <div className="td-msg-icebreaker">
      <Avatar src={participant.avatar_url} name={participant.name} size={64} shape={participant.theme?.avatar_shape} />
      <p className="td-msg-icebreaker__name">{participant.name}</p>
      {description && <p className="td-msg-icebreaker__description">{description}</p>}
      {full && (
        <p className="td-msg-icebreaker__relationship">
          {relationshipText({
            name: participant.name,
            is_blog_following_you: participant.is_blog_following_you ?? false,
            is_following_blog: participant.is_following_blog ?? false,
            duration_blog_following_you: participant.duration_blog_following_you ?? 0,
            duration_following_blog: participant.duration_following_blog ?? 0,
          })}
        </p>
      )}
      {tags.length > 0 && (
        <ul className="td-msg-icebreaker__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
