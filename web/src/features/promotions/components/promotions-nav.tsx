import { type PromotionCode, pathTo } from '@badal/contracts/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import './promotions.css';

export const PROMOTION_ROUTES = {
  boostAd: 'profile:boost-ad',
  adRefresh: 'profile:ad-refresh',
  flashSale: 'profile:flash-sales',
} as const satisfies Record<PromotionCode, string>;

/** The page name of each promotion (spec §2: 'boost ad', 'ad refresh', 'flash discount'). */
export const usePromotionTitle = (code: PromotionCode): string => {
  const { t } = useLingui();
  switch (code) {
    case 'boostAd':
      return t`Boost ad`;
    case 'adRefresh':
      return t`Ad refresh`;
    case 'flashSale':
      return t`Flash discount`;
  }
};

const NavLink = ({ code, current }: { code: PromotionCode; current: PromotionCode }) => (
  <li>
    <Link href={pathTo(PROMOTION_ROUTES[code])} aria-current={code === current ? 'page' : undefined}>
      {usePromotionTitle(code)}
    </Link>
  </li>
);

/** 'Ads promotions': the three promotions as tabs, the current one marked. */
export const PromotionsNav = ({ current }: { current: PromotionCode }) => {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Ads promotions`} className="promotions-nav">
      <ul>
        <NavLink code="boostAd" current={current} />
        <NavLink code="adRefresh" current={current} />
        <NavLink code="flashSale" current={current} />
      </ul>
    </nav>
  );
};
