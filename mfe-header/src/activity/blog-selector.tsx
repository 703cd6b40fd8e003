import { useState } from 'react';
import { Avatar, Popover, type Channel } from '@tumbledash/shared';
import { BlogMenuItems } from '../account/blog-menu-items';
import { CaretIcon } from '../header/icons';

interface BlogSelectorProps {
  channels: Channel[];
  selected: Channel;
  onSelect: (channel: Channel) => void;
}

/** Which blog's activity shows. A dropdown only when the user has more than one blog (B§5). */
export function BlogSelector({ channels, selected, onSelect }: BlogSelectorProps) {
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const face = (
    <>
      <span aria-hidden="true" className="td-header__blog-avatar">
        <Avatar src={selected.avatar_url} name={selected.name} size={24} />
      </span>
      <span className="td-header__selector-name">{selected.name}</span>
    </>
  );
  if (channels.length < 2) return <div className="td-header__selector">{face}</div>;
  return (
    <>
      <button
        ref={setButton}
        type="button"
        className="td-header__selector td-header__selector--dropdown"
        aria-label={`Blog: ${selected.name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {face}
        <CaretIcon />
      </button>
      {open && button && (
        <Popover anchor={button} onClose={() => setOpen(false)} role="menu" label="Choose a blog" className="td-header__popover">
          <BlogMenuItems
            channels={channels}
            selected={selected.name}
            onChoose={(channel) => {
              setOpen(false);
              onSelect(channel);
            }}
          />
        </Popover>
      )}
    </>
  );
}
