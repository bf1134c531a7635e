/** Where the top bar's fixed links go (routes of spec §2). */
export const PLACE_AD_PATH = '/place-ad/steps/select-category';
export const MY_ADS_PATH = '/profile/info/ads';
export const FAVORITES_PATH = '/profile/info/favorites';
export const CHATS_PATH = '/chats/contacts';

/** 'place an ad' is hidden inside the place-ad flow itself. */
export const isPlaceAdFlow = (path: string): boolean => path === '/place-ad' || path.startsWith('/place-ad/');
