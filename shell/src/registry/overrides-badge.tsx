import type { CSSProperties } from 'react';

const BADGE: CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 12,
  zIndex: 900,
  background: '#ffd54f',
  color: '#222',
  borderRadius: 6,
  padding: '8px 12px',
  font: '13px/1.4 sans-serif',
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
};

interface Props {
  /** remote → the version (or `dev`) this browser loads instead of the live one. */
  applied: Record<string, string>;
  onChange: () => void;
  onReset: () => void;
}

/** Shown while this browser's overrides are active, so nobody mistakes an override for the live site. */
export function OverridesBadge({ applied, onChange, onReset }: Props) {
  return (
    <aside style={BADGE} aria-label="Remote overrides">
      <strong>Overrides active</strong>
      <ul style={{ margin: '4px 0', paddingLeft: 18 }}>
        {Object.entries(applied).map(([remote, version]) => (
          <li key={remote}>
            {remote}: {version === 'dev' ? 'dev server' : version}
          </li>
        ))}
      </ul>
      <button type="button" onClick={onChange}>
        Change
      </button>{' '}
      <button type="button" onClick={onReset}>
        Reset
      </button>
    </aside>
  );
}
