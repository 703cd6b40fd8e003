import { useEffect, useRef } from 'react';
import { ApiError, TECHNICAL_TROUBLE, useDialogs, type Channel } from '@tumbledash/shared';
import { BlogPageLink } from '../blog-pages/blog-page-link';
import { BLOG_PAGES } from '../blog-pages/blog-pages';
import { SpaLink } from '../header/spa-link';
import { logOut, switchChannel } from './account-actions';
import { BlogMenuItems } from './blog-menu-items';

interface AccountMenuContentProps {
  channels: Channel[];
  current: string | null;
  onDone: () => void;
}

const LINKS = [
  { href: '/likes', label: 'Likes' },
  { href: '/following', label: 'Following' },
  { href: '/settings', label: 'Settings' },
] as const;

/** The account popover's items (each blog with its Inbox, Drafts and Queue, then the links); loaded on first use (B§2), so it focuses its first item itself. */
export default function AccountMenuContent({ channels, current, onDone }: AccountMenuContentProps) {
  const dialogs = useDialogs();
  const rootRef = useRef<HTMLDivElement>(null);

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
                <BlogPageLink
                  key={page.path}
                  blogName={channel.name}
                  path={page.path}
                  role="menuitem"
                  tabIndex={-1}
                  className="td-header__menu-item td-header__blog-page"
                  onDone={onDone}
                >
                  {page.label}
                </BlogPageLink>
              ))}
            </div>
          )}
        />
      </div>
      <div role="separator" className="td-header__menu-separator" />
      {LINKS.map((link) => (
        <SpaLink key={link.href} href={link.href} role="menuitem" tabIndex={-1} className="td-header__menu-item" onClick={onDone}>
          {link.label}
        </SpaLink>
      ))}
      <div role="separator" className="td-header__menu-separator" />
      <button type="button" role="menuitem" tabIndex={-1} className="td-header__menu-item" onClick={() => run(logOut)}>
        Log out
      </button>
    </div>
  );
}
