/**
 * Route id (contracts `appRoutes`) → its lazily loaded page. Only routes with `available: true`
 * have a page; a test keeps this map and the flags in step. A later issue adds its page here and
 * flips its flag in contracts/src/routes.ts.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from '../../lib/lazy-page';

export const pages: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  home: lazyPage(() => import('../routes/home-page').then((m) => m.HomePage)),
  login: lazyPage(() => import('../routes/login-page').then((m) => m.LoginPage)),
  resetPassword: lazyPage(() => import('../routes/reset-password-page').then((m) => m.ResetPasswordPage)),
  signup: lazyPage(() => import('../routes/signup-page').then((m) => m.SignupPage)),
  verification: lazyPage(() => import('../routes/verification-page').then((m) => m.VerificationPage)),
  profile: lazyPage(() => import('../routes/profile-info-page').then((m) => m.ProfileInfoPage)),
  'profile:account-settings': lazyPage(() =>
    import('../routes/account-settings-page').then((m) => m.AccountSettingsPage),
  ),
  'profile:security': lazyPage(() => import('../routes/security-page').then((m) => m.SecurityPage)),
};
