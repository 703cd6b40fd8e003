import { useId, useState } from 'react';
import { Avatar } from '@tumbledash/shared';
import { badgeText, selectorTotal, totals } from '../unread/unread';
import { useController, useMessaging } from '../store/messaging-context';

/** Switches the blog the inbox shows; a dropdown only with more than one blog (B§5), with unread per blog. */
export function BlogSelector() {
  const controller = useController();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { blogUuid, counts } = useMessaging((state) => ({ blogUuid: state.blogUuid, counts: state.counts }));
  const { perBlog } = totals(counts);
  const channels = controller.messagingChannels();
  const current = channels.find((channel) => channel.uuid === blogUuid) ?? channels[0];
  if (!current) return null;

  const identity = (
    <>
      <Avatar src={current.avatar_url} name={current.name} size={24} />
      <span className="td-msg-selector__name">{current.name}</span>
    </>
  );
  if (channels.length < 2) return <div className="td-msg-selector">{identity}</div>;

  const badge = badgeText(selectorTotal(perBlog, current.uuid));
  return (
    <div className="td-msg-selector">
      <button
        type="button"
        className="td-msg-selector__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-label={`Blog: ${current.name}${badge ? `, ${badge} unread on your other blogs` : ''}`}
        onClick={() => setExpanded(!expanded)}
      >
        {identity}
        <span className="td-msg-selector__caret" aria-hidden="true">
          ▾
        </span>
        {badge && (
          <span className="td-msg-badge" aria-hidden="true">
            {badge}
          </span>
        )}
      </button>
      {expanded && (
        <ul id={listId} className="td-msg-selector__list">
          {channels.map((channel) => {
            const count = badgeText(perBlog[channel.uuid] ?? 0);
            return (
              <li key={channel.uuid}>
                <button
                  type="button"
                  className="td-msg-selector__option"
                  aria-current={channel.uuid === current.uuid ? 'true' : undefined}
                  onClick={() => {
                    setExpanded(false);
                    controller.selectBlog(channel.uuid);
                  }}
                >
                  <Avatar src={channel.avatar_url} name={channel.name} size={24} />
                  <span className="td-msg-selector__name">{channel.name}</span>
                  {count && (
                    <span className="td-msg-badge" aria-label={`${count} unread`}>
                      {count}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
