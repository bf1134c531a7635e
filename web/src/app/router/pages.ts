/**
 * Route id (contracts `appRoutes`) → its lazily loaded page: every route has one (a route without
 * a page does not compile, and a test checks no page is left without a route).
 *
 * `preloadFirstPage()` starts the first page's chunk — and its data where the page says how — while
 * the start-up code still fetches the language catalog, instead of one after the other.
 */
import { type Bootstrap, matchAppRoute, type RouteId } from '@badal/contracts';
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadHome } from '../../features/home/api/get-home';
import { preloadProduct } from '../../features/products/api/get-product';
import { preloadUser } from '../../features/sellers/api/get-user';
import { withMembersCatalog, withSectionCatalog } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';

type Loader = () => Promise<ComponentType>;

// One page serves the five about routes.
const aboutPage: Loader = () => import('../routes/about-page').then((m) => m.AboutPage);
// The wizard's first step also serves its two entries without a step (it sends on to the draft's step).
const selectCategoryPage: Loader = withSectionCatalog('ads')(() =>
  import('../routes/place-ad/select-category-page').then((m) => m.SelectCategoryPage),
);

const loaders = {
  home: () => import('../routes/home-page').then((m) => m.HomePage),
  categories: () => import('../routes/categories-page').then((m) => m.CategoriesPage),
  category: () => import('../routes/category-page').then((m) => m.CategoryPage),
  product: () => import('../routes/product-page').then((m) => m.ProductPage),
  seller: () => import('../routes/seller-page').then((m) => m.SellerPage),
  aboutOurStory: aboutPage,
  aboutOurMission: aboutPage,
  aboutOurVision: aboutPage,
  aboutOurLeadershipTeam: aboutPage,
  aboutTerms: aboutPage,
  login: withMembersCatalog(() => import('../routes/login-page').then((m) => m.LoginPage)),
  resetPassword: withMembersCatalog(() => import('../routes/reset-password-page').then((m) => m.ResetPasswordPage)),
  signup: withMembersCatalog(() => import('../routes/signup-page').then((m) => m.SignupPage)),
  verification: withMembersCatalog(() => import('../routes/verification-page').then((m) => m.VerificationPage)),
  profile: withMembersCatalog(() => import('../routes/profile-info-page').then((m) => m.ProfileInfoPage)),
  'profile:account-settings': withMembersCatalog(() =>
    import('../routes/account-settings-page').then((m) => m.AccountSettingsPage),
  ),
  'profile:security': withMembersCatalog(() => import('../routes/security-page').then((m) => m.SecurityPage)),
  'profile:saved-searches': withMembersCatalog(() =>
    import('../routes/saved-searches-page').then((m) => m.SavedSearchesPage),
  ),
  'profile:saved-searches/:id': withMembersCatalog(() =>
    import('../routes/saved-search-open-page').then((m) => m.SavedSearchOpenPage),
  ),
  'profile:ads': withSectionCatalog('ads')(() => import('../routes/place-ad/my-ads-page').then((m) => m.MyAdsPage)),
  placeAd: selectCategoryPage,
  placeAdSteps: selectCategoryPage,
  'placeAd:select-category': selectCategoryPage,
  'placeAd:select-subcategory': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/select-subcategory-page').then((m) => m.SelectSubcategoryPage),
  ),
  'placeAd:select-brand': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/select-brand-page').then((m) => m.SelectBrandPage),
  ),
  'placeAd:set-details': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/set-details-page').then((m) => m.SetDetailsPage),
  ),
  'placeAd:set-details/index-ref': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/set-attributes-page').then((m) => m.SetAttributesPage),
  ),
  'placeAd:set-images': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/set-images-page').then((m) => m.SetImagesPage),
  ),
  'placeAd:select-location': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/select-location-page').then((m) => m.SelectLocationPage),
  ),
  'placeAd:preview': withSectionCatalog('ads')(() =>
    import('../routes/place-ad/preview-page').then((m) => m.PreviewPage),
  ),
  placeAdDone: withSectionCatalog('ads')(() => import('../routes/place-ad/done-page').then((m) => m.DonePage)),
  chatContacts: withSectionCatalog('realtime')(() =>
    import('../routes/chat/chat-contacts-page').then((m) => m.ChatContactsPage),
  ),
  chat: withSectionCatalog('realtime')(() => import('../routes/chat/chat-page').then((m) => m.ChatPage)),
  'profile:favorites': withMembersCatalog(() => import('../routes/favorites-page').then((m) => m.FavoritesPage)),
  'profile:following': withMembersCatalog(() => import('../routes/following-page').then((m) => m.FollowingPage)),
  'profile:requests': withMembersCatalog(() => import('../routes/requests-page').then((m) => m.RequestsPage)),
  'profile:requests/:userId': withMembersCatalog(() =>
    import('../routes/request-thread-page').then((m) => m.RequestThreadPage),
  ),
  'profile:boost-ad': withMembersCatalog(() => import('../routes/promote-page').then((m) => m.BoostAdPage)),
  'profile:ad-refresh': withMembersCatalog(() => import('../routes/promote-page').then((m) => m.AdRefreshPage)),
  'profile:flash-sales': withMembersCatalog(() => import('../routes/promote-page').then((m) => m.FlashSalesPage)),
  'profile:banners': withMembersCatalog(() => import('../routes/my-banners-page').then((m) => m.MyBannersPage)),
  'profile:payments': withMembersCatalog(() =>
    import('../routes/payments-history-page').then((m) => m.PaymentsHistoryPage),
  ),
  placeBanner: withMembersCatalog(() => import('../routes/place-banner-page').then((m) => m.PlaceBannerPage)),
  companySubscription: withMembersCatalog(() =>
    import('../routes/company-subscription-page').then((m) => m.CompanySubscriptionPage),
  ),
  operator: withMembersCatalog(() => import('../routes/operator-console-page').then((m) => m.OperatorConsolePage)),
  operatorBanners: withMembersCatalog(() =>
    import('../routes/operator-banners-page').then((m) => m.OperatorBannersPage),
  ),
  memberships: withMembersCatalog(() => import('../routes/memberships-page').then((m) => m.MembershipsPage)),
  payment: withMembersCatalog(() => import('../routes/payment-page').then((m) => m.PaymentPage)),
  paymentSucceeded: withMembersCatalog(() =>
    import('../routes/payment-succeeded-page').then((m) => m.PaymentSucceededPage),
  ),
  paymentReturnSucceeded: () => import('../routes/payment-return-page').then((m) => m.PaymentReturnPage),
  paymentReturnFailed: () => import('../routes/payment-return-page').then((m) => m.PaymentReturnPage),
} satisfies Record<RouteId, Loader>;

export const pages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(loaders).map(([id, load]) => [id, lazyPage(load)]),
);

type DataPreload = (params: Readonly<Record<string, string>>, bootstrap: Bootstrap) => void;

/** The first data a page asks for, requested before the page has rendered, by route id. */
const dataPreloads: Readonly<Record<string, DataPreload>> = {
  home: (_, { locale }) => preloadHome(locale),
  product: ({ productSlug }, { session }) => {
    if (productSlug) preloadProduct(productSlug, session?.userId ?? null);
  },
  seller: ({ userId }) => {
    if (userId && /^\d{1,10}$/.test(userId)) preloadUser(Number(userId));
  },
};

/**
 * Starts the first page's chunk (and, unless the server already sent it, its data); the promise
 * settles when the chunk is in, so a server-rendered page can be hydrated in one go.
 */
export const preloadFirstPage = async (
  pathname: string,
  bootstrap: Bootstrap,
  { withData = true }: { withData?: boolean } = {},
): Promise<void> => {
  const match = matchAppRoute(pathname);
  const id = match?.route.id;
  if (!match || !id || !(id in loaders)) return;
  // Pages behind a guard may not be shown at all: their data waits for the guard.
  if (withData && match.route.access === 'public') dataPreloads[id]?.(match.params, bootstrap);
  // The module system keeps the loaded chunk; the lazy page's own import() later finds it there.
  await loaders[id as keyof typeof loaders]().then(
    () => {},
    () => {},
  );
};
