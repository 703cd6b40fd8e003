import './ui.css';

export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'small' | 'large';
  className?: string;
}

/** Loading indicator; announced politely through its status role. */
export function Spinner({ label = 'Loading', size = 'small', className }: SpinnerProps) {
  const classes = ['td-ui-spinner', `td-ui-spinner--${size}`, className].filter(Boolean).join(' ');
  return (
    <span role="status" aria-label={label} className={classes}>
      <span className="td-ui-spinner__wheel" aria-hidden="true" />
      <span className="td-ui-visually-hidden">{label}</span>
    </span>
  );
}
