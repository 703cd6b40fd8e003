import { useEffect, useRef } from 'react';
import { ApiError, TECHNICAL_TROUBLE, useDialogs, type Channel, type UserInfo } from '@tumbledash/shared';
import { BlogPageEntry } from '../blog-pages/blog-page-entry';
import { BLOG_PAGES } from '../blog-pages/blog-pages';
import { SpaLink } from '../header/spa-link';
import { waitingIn } from './account-counts';
import { logOut, switchChannel } from './account-actions';
import { BlogMenuItems } from './blog-menu-items';
import { useAccountCounts } from './use-account-counts';

interface AccountMenuContentProps {
  user: UserInfo;
  channels: Channel[];
  current: string | null;
  onDone: () => void;
}

/**
 * The account popover's items (each blog with its Inbox, Drafts and Queue, then Likes, Following, Settings); loaded on
 * first use (B§2), so it focuses its first item itself. It mounts on each opening, so its counts are asked again.
 */
export default function AccountMenuContent({ user, channels, current, onDone }: AccountMenuContentProps) {
  const dialogs = useDialogs();
  const rootRef = useRef<HTMLDivElement>(null);
  const counts = useAccountCounts(user, channels);
  const links = [
    { href: '/likes', label: 'Likes', count: counts.likes > 0 ? counts.likes : null },
    { href: '/following', label: 'Following', count: counts.following },
    { href: '/settings', label: 'Settings', count: null },
  ];

  useEffect(() => {
    const menu = rootRef.current?.closest<HTMLElement>('[role="menu"]');
    // The popover focused its empty panel while this chunk loaded; hand focus to the first item.
    if (menu && document.activeElement === menu) {
      menu.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
    }
  }, []);

  const run = (action: () => Promise<void>) => {
    onDone();
    action().catch((error: unknown) => {
      void dialogs.alert({ message: error instanceof ApiError ? error.message : TECHNICAL_TROUBLE });
    });
  };

  const chooseBlog = (channel: Channel) => {
    if (channel.name === current) onDone();
    else run(() => switchChannel(channel.name));
  };

  return (
    <div ref={rootRef} className="td-header__account">
      <div role="group" aria-label="Blogs" className="td-header__menu-group">
        <BlogMenuItems
          channels={channels}
          selected={current}
          onChoose={chooseBlog}
          below={(channel) => (
            <div role="group" aria-label={channel.name} className="td-header__blog-pages">
              {BLOG_PAGES.map((page) => (
                <BlogPageEntry
                  key={page.path}
                  page={page}
                  waiting={waitingIn(counts, channel.name)}
                  countClassName="td-header__count"
                  blogName={channel.name}
                  role="menuitem"
                  tabIndex={-1}
                  className="td-header__menu-item td-header__blog-page"
                  onDone={onDone}
                />
              ))}
            </div>
          )}
        />
      </div>
      <div role="separator" className="td-header__menu-separator" />
      {links.map((link) => (
        <SpaLink key={link.href} href={link.href} role="menuitem" tabIndex={-1} className="td-header__menu-item" onClick={onDone}>
          {link.label}
          {link.count !== null && <span className="td-header__count">{link.count}</span>}
        </SpaLink>
      ))}
      <div role="separator" className="td-header__menu-separator" />
      <button type="button" role="menuitem" tabIndex={-1} className="td-header__menu-item" onClick={() => run(logOut)}>
        Log out
      </button>
    </div>
  );
}
