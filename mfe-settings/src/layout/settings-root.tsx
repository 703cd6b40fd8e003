import { DialogProvider, usePathname, useSession } from '@tumbledash/shared';
import { usePageTitle } from '@tumbledash/shared/use-page-title';
import { AccountPage } from '../account/account-page';
import { AppsPage } from '../apps/apps-page';
import { BlogSettingsPage } from '../blog/blog-settings-page';
import { DashboardPage } from '../dashboard/dashboard-page';
import { FollowingPage } from '../following/following-page';
import { HelpPage } from '../help/help-page';
import { NotificationsPage } from '../notifications/notifications-page';
import { PasswordPage } from '../password/password-page';
import { TwoFactorPage } from '../two-factor/two-factor-page';
import { NotFound } from './not-found';
import { needsAccount, pageTitleOf, settingsPageFor, type SettingsPage } from './settings-routes';
import { SettingsNav } from './settings-nav';
import './settings.css';

function PageBody({ page }: { page: SettingsPage }) {
  switch (page.kind) {
    case 'account':
      return <AccountPage />;
    case 'password':
      return <PasswordPage />;
    case 'tfa':
      return <TwoFactorPage />;
    case 'dashboard':
      return <DashboardPage />;
    case 'notifications':
      return <NotificationsPage />;
    case 'apps':
      return <AppsPage />;
    case 'blog':
      return <BlogSettingsPage key={page.name} name={page.name} />;
    case 'following':
      return <FollowingPage />;
    case 'help':
      return <HelpPage />;
    case 'not-found':
      return <NotFound />;
  }
}

/** Root of the remote: the page of the address, beside the settings navigation (not on /following). */
export function SettingsRoot() {
  const pathname = usePathname();
  const { user, channels } = useSession();
  const page = settingsPageFor(pathname);
  usePageTitle(page && pageTitleOf(page));
  if (!page || (needsAccount(page) && !user)) return null;
  const withNav = page.kind !== 'following' && user;
  return (
    <DialogProvider>
      <div className={withNav ? 'td-settings' : 'td-settings td-settings--single'}>
        {withNav && <SettingsNav pathname={pathname} channels={channels} />}
        <div className="td-settings__page">
          <PageBody page={page} />
        </div>
      </div>
    </DialogProvider>
  );
}
