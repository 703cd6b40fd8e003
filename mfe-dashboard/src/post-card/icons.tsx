/** Footer and header icons (24 px grid, currentColor). */
function Icon({ path, size = 22 }: { path: string; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={path} fill="currentColor" />
    </svg>
  );
}

export const ShareIcon = () => <Icon path="M12 3l5 5h-3.5v7h-3V8H7l5-5zM5 13h2v5h10v-5h2v7H5v-7z" />;

export const ReplyIcon = () => (
  <Icon path="M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1H9l-4.3 3.6A.5.5 0 014 20.2V5a1 1 0 011-1zm1 2v11.1L8.3 15H19V6H5z" />
);

export const ReblogIcon = () => (
  <Icon path="M7 7h9V4.5L20 8l-4 3.5V9H9v3H7V7zm10 10H8v2.5L4 16l4-3.5V15h7v-3h2v5z" />
);

export const HeartIcon = ({ filled }: { filled: boolean }) =>
  filled ? (
    <Icon path="M12 21l-1.4-1.3C5.4 15 2 11.9 2 8.1 2 5 4.4 2.6 7.5 2.6c1.7 0 3.4.8 4.5 2.1 1.1-1.3 2.8-2.1 4.5-2.1C19.6 2.6 22 5 22 8.1c0 3.8-3.4 6.9-8.6 11.6L12 21z" />
  ) : (
    <Icon path="M16.5 2.6c-1.7 0-3.4.8-4.5 2.1-1.1-1.3-2.8-2.1-4.5-2.1C4.4 2.6 2 5 2 8.1c0 3.8 3.4 6.9 8.6 11.6L12 21l1.4-1.3C18.6 15 22 11.9 22 8.1 22 5 19.6 2.6 16.5 2.6zM12.1 18.2l-.1.1-.1-.1C7.1 13.9 4 11.1 4 8.1 4 6.1 5.5 4.6 7.5 4.6c1.5 0 3 1 3.6 2.4h1.9c.5-1.4 2-2.4 3.5-2.4 2 0 3.5 1.5 3.5 3.5 0 3-3.1 5.8-7.9 10.1z" />
  );

export const CaretIcon = () => <Icon path="M7 10l5 5 5-5H7z" size={16} />;

export const MoreIcon = () => (
  <Icon path="M5 10a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4z" />
);
