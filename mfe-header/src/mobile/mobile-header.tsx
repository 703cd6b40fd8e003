import { lazy, Suspense, useReducer, useRef } from 'react';
import { useLocationSearch, usePathname, type Channel, type FeatureFlags, type UserInfo } from '@tumbledash/shared';
import { BurgerIcon, SearchIcon } from './mobile-icons';
import { MOBILE_CLOSED, mobileReducer, pageTitleOf, pageTitleShown, searchTermOf } from './mobile-state';
import './mobile.css';

// The drawer and the search field load on first open (issue 14); pointing at or focusing their button starts the
// download. A failed early download is simply tried again when they open.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(loadDrawer);
const preloadDrawer = () => loadDrawer().catch(() => undefined);
const loadSearchForm = () => import('./search-form');
const SearchForm = lazy(loadSearchForm);
const preloadSearchForm = () => loadSearchForm().catch(() => undefined);

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
  const searchRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const pageTitle = pageTitleOf(pathname);
  const searchTerm = searchTermOf(pathname, useLocationSearch());
  const close = () => dispatch('close-drawer');
  const showTitle = pageTitleShown({ flag: Boolean(flags.mobile_page_titles), title: pageTitle, loggedIn: user !== null, searchTerm });

  const burger = (
    <button
      ref={burgerRef}
      type="button"
      className="td-header__icon-button td-mh-only"
      aria-label="Menu"
      aria-expanded={state.drawer !== 'closed'}
      aria-controls="td-mh-drawer"
      onPointerEnter={preloadDrawer}
      onFocus={preloadDrawer}
      onClick={() => dispatch('toggle-drawer')}
    >
      <BurgerIcon />
    </button>
  );
  const title = showTitle ? <span className="td-mh__title td-mh-only">{pageTitle}</span> : null;
  const search = (
    <button ref={searchRef} type="button" className="td-header__icon-button td-mh-only" aria-label="Search" aria-expanded={state.search} onPointerEnter={preloadSearchForm} onFocus={preloadSearchForm} onClick={() => dispatch('toggle-search')}>
      <SearchIcon />
    </button>
  );
  const layers = (
    <>
      {state.search && (
        <div className="td-mh__search-row td-mh-only">
          <Suspense fallback={null}>
            <SearchForm
              initialTerm={searchTerm}
              onClose={() => {
                dispatch('close-search');
                searchRef.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
      {state.drawer !== 'closed' && (
        <Suspense fallback={null}>
          <MobileDrawer
            user={user}
            channels={channels}
            subnavOpen={state.drawer === 'subnav'}
            onToggleSubnav={() => dispatch('toggle-subnav')}
            onClose={close}
            returnFocus={burgerRef}
          />
        </Suspense>
      )}
    </>
  );
  return { burger, title, search, layers, searchOpen: state.search, closeSearch: () => dispatch('close-search') };
}
