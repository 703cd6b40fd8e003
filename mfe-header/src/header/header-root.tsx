import { DialogProvider, useSession } from '@tumbledash/shared';
import { AccountMenu } from '../account/account-menu';
import { ActivityMenu } from '../activity/activity-menu';
import { ComposeButton } from '../compose/compose-button';
import { MessagingButton } from '../messaging/messaging-button';
import { currentChannel } from './current-channel';
import { CompassIcon } from './icons';
import { SpaLink } from './spa-link';
import { usePostFormOpen } from './use-post-form-open';
import { useMobileHeader } from '../mobile/mobile-header';
import { useStickyHeader } from '../mobile/use-sticky-header';
import { LazyGuidedTour } from '../tour/lazy-guided-tour';
import './header.css';

/** The site header on every page; hidden while a post form is open (A§2.4). */
export function HeaderRoot() {
  const { user, channels, flags } = useSession();
  const mobile = useMobileHeader({ user, channels, flags });
  const { sticky, navHidden } = useStickyHeader(Boolean(flags.mobile_web_sticky_header));
  const postFormOpen = usePostFormOpen();
  const current = currentChannel(channels);
  return (
    <DialogProvider>
      {/* A div: the shell's header slot already is the page's <header> landmark. */}
      <div
        className={['td-header', sticky && 'td-header--sticky', navHidden && 'td-header--nav-hidden'].filter(Boolean).join(' ')}
        data-testid="td-header"
        hidden={postFormOpen}
      >
        {mobile.burger}
        <SpaLink href="/dashboard" className="td-header__logo" aria-label="Tumbledash dashboard">
          {/* The "t" is drawn by CSS: the link's visible text is then "tumbledash", which its name contains (WCAG 2.5.3). */}
          <span className="td-header__logo-mark" aria-hidden="true" />
          <span className="td-header__logo-word" aria-hidden="true">
            tumbledash
          </span>
        </SpaLink>
        {mobile.title}
        {user ? (
          <nav className="td-header__nav" aria-label="Account and posting">
            {mobile.search}
            <a className="td-header__icon-button td-header__desktop-only" href="/explore" aria-label="Explore">
              <CompassIcon />
            </a>
            {current && <ActivityMenu channels={channels} current={current} />}
            {user.can_message && <MessagingButton channels={channels} />}
            <AccountMenu user={user} channels={channels} current={current?.name ?? null} />
            <ComposeButton shortcutEnabled={!postFormOpen && user.dashboard_settings?.keyboard_shortcuts !== false} />
          </nav>
        ) : (
          <nav className="td-header__nav" aria-label="Account">
            {mobile.search}
            <SpaLink className="td-header__text-link" href="/login">
              Log in
            </SpaLink>
            <SpaLink className="td-header__text-link td-header__text-link--primary" href="/register">
              Sign up
            </SpaLink>
          </nav>
        )}
      </div>
      {!postFormOpen && mobile.layers}
      {user && !postFormOpen && <LazyGuidedTour userName={user.name} canMessage={user.can_message} />}
    </DialogProvider>
  );
}
