/** Inline icons; each is decorative, the button or link around it carries the name. */

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function PencilIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zm17.7-10.2a1 1 0 0 0 0-1.42l-2.33-2.33a1 1 0 0 0-1.42 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
    </svg>
  );
}

export function CompassIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-5.5-2.5 7.5-3.5 3.5-7.5-7.5 3.5-3.5 7.5zm5.5-6.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2z" />
    </svg>
  );
}

export function BoltIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M13 2 4 14h6l-1 8 9-12h-6l1-8z" />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M12 3C6.5 3 2 6.6 2 11c0 2.4 1.3 4.5 3.4 6L4.5 21l4.3-2.4c1 .3 2.1.4 3.2.4 5.5 0 10-3.6 10-8s-4.5-8-10-8z" />
    </svg>
  );
}

export function PersonIcon() {
  return (
    <svg {...iconProps}>
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...iconProps} width={16} height={16}>
      <path fill="currentColor" d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z" />
    </svg>
  );
}

export function CaretIcon() {
  return (
    <svg {...iconProps} width={12} height={12}>
      <path fill="currentColor" d="M4 8l8 8 8-8z" />
    </svg>
  );
}
