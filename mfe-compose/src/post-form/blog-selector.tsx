import { useId } from 'react';
import { Avatar, type Channel } from '@tumbledash/shared';

export interface BlogSelectorProps {
  channels: Channel[];
  value: string;
  onChange: (blog: string) => void;
  /** An edited post stays on its blog. */
  disabled?: boolean;
}

/** Which of the person's blogs the post goes to; the current one by default. */
export function BlogSelector({ channels, value, onChange, disabled = false }: BlogSelectorProps) {
  const id = useId();
  const selected = channels.find((channel) => channel.name === value);
  const names = channels.some((channel) => channel.name === value) ? channels.map((channel) => channel.name) : [value, ...channels.map((channel) => channel.name)];
  return (
    <div className="td-compose-blog">
      <Avatar src={selected?.avatar_url} name={value} size={40} shape="square" />
      <label htmlFor={id} className="td-ui-visually-hidden">
        Blog
      </label>
      <select id={id} className="td-compose-blog__select" value={value} disabled={disabled || names.length < 2} onChange={(event) => onChange(event.target.value)}>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
