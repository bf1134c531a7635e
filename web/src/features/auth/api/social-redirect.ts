/**
 * GET /bff/session/{provider}/redirect is a browser navigation, not a fetch: the provider's pages
 * take over and the BFF's callback brings the user back to `redirectTo` (or home).
 */
import { bffEndpoints, fillPath, isSafeRedirect, type SocialProvider } from '@badal/contracts';

export const socialRedirectUrl = (provider: SocialProvider, redirectTo?: string | null): string => {
  const path = fillPath(bffEndpoints.socialRedirect.path, { provider });
  return isSafeRedirect(redirectTo) ? `${path}?${new URLSearchParams({ redirectTo })}` : path;
};
