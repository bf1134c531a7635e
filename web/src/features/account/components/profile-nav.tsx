import { type AppRoute, appRoutes } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';

/** Names of the profile pages of spec §2; the menu shows those whose page has landed. */
const PROFILE_PAGE_LABELS: Record<string, MessageDescriptor> = {
  profile: msg`Profile`,
  'profile:account-settings': msg`Account settings`,
  'profile:security': msg`Security`,
  memberships: msg`Membership`,
  'profile:ads': msg`Ads`,
  'profile:favorites': msg`Favorites`,
  'profile:following': msg`Following`,
  'profile:saved-searches': msg`Saved searches`,
  'profile:requests': msg`Requests`,
  'profile:banners': msg`Banners`,
  'profile:payments': msg`Payments`,
  'profile:boost-ad': msg`Boost ad`,
  'profile:ad-refresh': msg`Ad refresh`,
  'profile:flash-sales': msg`Flash discount`,
};

const isProfileMenuPage = (route: AppRoute) => !route.path.includes(':') && route.id in PROFILE_PAGE_LABELS;

/** In the order of the labels above, which is the menu's. */
const menuRoutes: readonly AppRoute[] = Object.keys(PROFILE_PAGE_LABELS).flatMap((id) =>
  appRoutes.filter((route) => route.id === id && isProfileMenuPage(route)),
);

/** Grouped under 'Ads promotions' (spec §2 page name). */
const PROMOTION_PAGES = new Set(['profile:boost-ad', 'profile:ad-refresh', 'profile:flash-sales']);

export const ProfileNav = () => {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const item = (route: AppRoute) => (
    <li key={route.id}>
      <Link href={route.path} aria-current={location === route.path ? 'page' : undefined}>
        {i18n._(PROFILE_PAGE_LABELS[route.id] as MessageDescriptor)}
      </Link>
    </li>
  );
  const promotions = menuRoutes.filter((route) => PROMOTION_PAGES.has(route.id));
  // On a phone the menu is a row that scrolls sideways: the current page's tab is brought into it.
  const nav = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (location) is the reason to look again
  useEffect(() => {
    const row = nav.current?.querySelector<HTMLElement>(':scope > ul');
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!current || !row || row.scrollWidth <= row.clientWidth) return;
    // 'nearest' block: the page itself does not move, only the row (either direction).
    current.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [location]);
  return (
    <nav aria-label={t`Profile`} className="profile-nav" ref={nav}>
      <ul>
        {menuRoutes.map((route) => {
          if (!PROMOTION_PAGES.has(route.id)) return item(route);
          if (route !== promotions[0]) return null;
          return (
            <li key="promotions" className="profile-nav-group">
              <span id="profile-nav-promotions">{t`Ads promotions`}</span>
              <ul aria-labelledby="profile-nav-promotions">{promotions.map(item)}</ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
