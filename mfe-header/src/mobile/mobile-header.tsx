import { useReducer, useRef } from 'react';
import { usePathname, type Channel, type FeatureFlags, type UserInfo } from '@tumbledash/shared';
import { DrawerPanel } from './drawer-panel';
import { LoggedInDrawer } from './logged-in-drawer';
import { LoggedOutDrawer } from './logged-out-drawer';
import { BurgerIcon, SearchIcon } from './mobile-icons';
import { MOBILE_CLOSED, mobileReducer, pageTitleOf, pageTitleShown } from './mobile-state';
import { SearchForm } from './search-form';
import './mobile.css';

export interface MobileHeaderProps {
  user: UserInfo | null;
  channels: Channel[];
  flags: FeatureFlags;
}

/**
 * The mobile header's parts (B§2, shown below 768 px): the burger and its drawer, the optional page title, and
 * the search toggle with its field. `burger`, `title` and `search` go into the bar; `layers` after it.
 */
export function useMobileHeader({ user, channels, flags }: MobileHeaderProps) {
  const [state, dispatch] = useReducer(mobileReducer, MOBILE_CLOSED);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const pageTitle = pageTitleOf(usePathname());
  const close = () => dispatch('close-drawer');
  const showTitle = pageTitleShown({ flag: Boolean(flags.mobile_page_titles), title: pageTitle, loggedIn: user !== null, searchTerm: new URLSearchParams(window.location.search).get('q') ?? '' });

  const burger = (
    <button
      ref={burgerRef}
      type="button"
      className="td-header__icon-button td-mh-only"
      aria-label="Menu"
      aria-expanded={state.drawer !== 'closed'}
      aria-controls="td-mh-drawer"
      onClick={() => dispatch('toggle-drawer')}
    >
      <BurgerIcon />
    </button>
  );
  const title = showTitle ? <span className="td-mh__title td-mh-only">{pageTitle}</span> : null;
  const search = (
    <button type="button" className="td-header__icon-button td-mh-only" aria-label="Search" aria-expanded={state.search} onClick={() => dispatch('toggle-search')}>
      <SearchIcon />
    </button>
  );
  const layers = (
    <>
      {state.search && (
        <div className="td-mh__search-row td-mh-only">
          <SearchForm onDone={() => dispatch('close-search')} />
        </div>
      )}
      {state.drawer !== 'closed' && (
        <DrawerPanel onClose={close} returnFocus={burgerRef}>
          {user ? (
            <LoggedInDrawer user={user} channels={channels} subnavOpen={state.drawer === 'subnav'} onToggleSubnav={() => dispatch('toggle-subnav')} onDone={close} />
          ) : (
            <LoggedOutDrawer onDone={close} />
          )}
        </DrawerPanel>
      )}
    </>
  );
  return { burger, title, search, layers, searchOpen: state.search, closeSearch: () => dispatch('close-search') };
}
