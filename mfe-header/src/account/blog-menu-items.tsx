import { Fragment, type ReactNode } from 'react';
import { Avatar, type Channel } from '@tumbledash/shared';
import { CheckIcon } from '../header/icons';

interface BlogMenuItemsProps {
  channels: Channel[];
  selected: string | null;
  onChoose: (channel: Channel) => void;
  /** What sits under each blog's item (the account menu's pages of that blog). */
  below?: (channel: Channel) => ReactNode;
}

/** The user's blogs as radio menu items: avatar, name, title, a check on the selected one. */
export function BlogMenuItems({ channels, selected, onChoose, below }: BlogMenuItemsProps) {
  return (
    <>
      {channels.map((channel) => {
        const checked = channel.name === selected;
        return (
          <Fragment key={channel.name}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={checked}
              tabIndex={-1}
              className="td-header__menu-item td-header__blog-item"
              onClick={() => onChoose(channel)}
            >
              {/* The name follows in text, so the avatar stays out of the item's accessible name. */}
              <span aria-hidden="true" className="td-header__blog-avatar">
                <Avatar src={channel.avatar_url} name={channel.name} size={30} />
              </span>
              <span className="td-header__blog-names">
                <span className="td-header__blog-name">{channel.name}</span>
                {channel.title && <span className="td-header__blog-title">{channel.title}</span>}
              </span>
              {checked && (
                <span className="td-header__blog-check">
                  <CheckIcon />
                </span>
              )}
            </button>
            {below?.(channel)}
          </Fragment>
        );
      })}
    </>
  );
}
