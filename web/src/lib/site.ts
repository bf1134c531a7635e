/**
 * Fixed contact and outside links of the footer (spec §2: "The support contact and social links
 * are fixed"). One place to change them.
 */
export const SUPPORT_EMAIL = 'support@badal.com.kw';
export const SUPPORT_PHONE = '+965 2220 2233';

export const SOCIAL_LINKS = [
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/badal.kw' },
  { id: 'x', name: 'X', href: 'https://x.com/badal_kw' },
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/badal.kw' },
  { id: 'snapchat', name: 'Snapchat', href: 'https://www.snapchat.com/add/badal.kw' },
] as const;

export const APP_STORE_URL = 'https://apps.apple.com/kw/search?term=badal';
export const PLAY_STORE_URL = 'https://play.google.com/store/search?q=badal&c=apps';
