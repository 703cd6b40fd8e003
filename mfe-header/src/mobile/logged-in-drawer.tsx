import { Avatar, bus, type Channel, type UserInfo } from '@tumbledash/shared';
import { waitingIn } from '../account/account-counts';
import { useAccountCounts } from '../account/use-account-counts';
import { BlogPageEntry } from '../blog-pages/blog-page-entry';
import { BLOG_PAGES } from '../blog-pages/blog-pages';
import { SpaLink } from '../header/spa-link';

interface LoggedInDrawerProps {
  user: UserInfo;
  channels: Channel[];
  subnavOpen: boolean;
  onToggleSubnav: () => void;
  onDone: () => void;
}

const SUBNAV: { href: string; label: string; newTab?: boolean }[] = [
  { href: '/settings/password', label: 'Change Password' },
  { href: '/settings/tfa', label: 'Two Factor Authentication' },
  { href: '/help', label: 'Help' },
  // B§2: these three open in a new tab and show only on the desktop view.
  { href: '/settings/account', label: 'Account', newTab: true },
  { href: '/settings/notifications', label: 'Notifications', newTab: true },
  { href: '/settings/apps', label: 'Apps', newTab: true },
];

/**
 * B§2 "Mobile drawer for logged-in users": Dashboard, Likes, Following, Settings with its subnav, Create a post, Blogs;
 * each blog with its Inbox, Drafts and Queue, which nothing else links to.
 */
export function LoggedInDrawer({ user, channels, subnavOpen, onToggleSubnav, onDone }: LoggedInDrawerProps) {
  const counts = useAccountCounts(user, channels);
  return (
    <nav aria-label="Main">
      <ul className="td-mh__list">
        <li>
          <SpaLink href="/dashboard" className="td-mh__item" onClick={onDone}>
            Dashboard
          </SpaLink>
        </li>
        <li>
          <SpaLink href="/explore" className="td-mh__item" onClick={onDone}>
            Explore
          </SpaLink>
        </li>
        <li>
          <SpaLink href="/likes" className="td-mh__item" onClick={onDone}>
            Likes{counts.likes > 0 && <span className="td-mh__count">{counts.likes}</span>}
          </SpaLink>
        </li>
        <li>
          <SpaLink href="/following" className="td-mh__item" onClick={onDone}>
            Following<span className="td-mh__count">{counts.following}</span>
          </SpaLink>
        </li>
        <li>
          <button type="button" className="td-mh__item" aria-expanded={subnavOpen} aria-controls="td-mh-settings" onClick={onToggleSubnav}>
            Settings
          </button>
          <ul id="td-mh-settings" className="td-mh__subnav" hidden={!subnavOpen}>
            {SUBNAV.map((item) => (
              <li key={item.href} className={item.newTab ? 'td-mh__desktop-only' : undefined}>
                {item.newTab ? (
                  <a href={item.href} className="td-mh__item" target="_blank" rel="noopener" onClick={onDone}>
                    {item.label}
                  </a>
                ) : (
                  <SpaLink href={item.href} className="td-mh__item" onClick={onDone}>
                    {item.label}
                  </SpaLink>
                )}
              </li>
            ))}
          </ul>
        </li>
        <li>
          <button
            type="button"
            className="td-mh__item"
            onClick={() => {
              onDone();
              bus.emit('compose:open', { mode: 'new' });
            }}
          >
            Create a post
          </button>
        </li>
      </ul>
      <h2 className="td-mh__heading" id="td-mh-blogs">
        Blogs
      </h2>
      <ul className="td-mh__list" aria-labelledby="td-mh-blogs">
        {channels.map((channel) => (
          <li key={channel.name}>
            <SpaLink href={`/blog/${channel.name}`} className="td-mh__item td-mh__blog" onClick={onDone}>
              <Avatar src={channel.avatar_url} name={channel.name} size={40} />
              <span className="td-mh__blog-text">
                <span className="td-mh__blog-name">{channel.name}</span>
                {channel.title && <span className="td-mh__blog-title">{channel.title}</span>}
              </span>
            </SpaLink>
            <ul className="td-mh__blog-pages" aria-label={channel.name}>
              {BLOG_PAGES.map((page) => (
                <li key={page.path}>
                  <BlogPageEntry
                    page={page}
                    waiting={waitingIn(counts, channel.name)}
                    countClassName="td-mh__count"
                    blogName={channel.name}
                    className="td-mh__item td-mh__blog-page"
                    onDone={onDone}
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
