import type { Channel } from '@tumbledash/shared';
import { SpaLink } from './spa-link';

const LINKS: [string, string][] = [
  ['/settings/account', 'Account'],
  ['/settings/dashboard', 'Dashboard'],
  ['/settings/notifications', 'Notifications'],
  ['/settings/apps', 'Apps'],
  ['/settings/password', 'Change password'],
  ['/settings/tfa', 'Two-factor authentication'],
];

/** The settings sections and one entry per blog the person administers; the current page is marked. */
export function SettingsNav({ pathname, channels }: { pathname: string; channels: Channel[] }) {
  const current = (href: string) => (pathname === href || (href === '/settings/account' && pathname.replace(/\/$/, '') === '/settings') ? 'page' : undefined);
  return (
    <nav className="td-settings__nav" aria-label="Settings">
      <ul>
        {LINKS.map(([href, label]) => (
          <li key={href}>
            <SpaLink href={href} aria-current={current(href)}>
              {label}
            </SpaLink>
          </li>
        ))}
      </ul>
      {channels.length > 0 && (
        <>
          <h2 className="td-settings__nav-heading" id="td-settings-blogs">
            Blogs
          </h2>
          <ul aria-labelledby="td-settings-blogs">
            {channels.map((channel) => (
              <li key={channel.name}>
                <SpaLink href={`/settings/blog/${channel.name}`} aria-current={current(`/settings/blog/${channel.name}`)}>
                  {channel.name}
                </SpaLink>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul>
        <li>
          <SpaLink href="/help" aria-current={current('/help')}>
            Help
          </SpaLink>
        </li>
      </ul>
    </nav>
  );
}
