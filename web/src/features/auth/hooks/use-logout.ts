/**
 * Logout as spec §2 describes it: 'logging out', then 'you just logged out'; from the pages that
 * say so (place-ad, profile, chats, banners, company subscription, payment) the user goes home.
 */
import { pathTo } from '@badal/contracts/core';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../lib/api-error';
import { useCurrentRoute } from '../../../lib/current-route';
import { useMessages } from '../../../lib/messages';
import { usePushToken } from '../../../lib/push/use-push-token';
import { useReportError } from '../../../lib/report-error';
import { useSessionActions } from '../../../lib/session';
import { snackbar } from '../../../lib/snackbar';
import { logout } from '../api/logout';

export const useLogout = (): (() => Promise<void>) => {
  const { signedOut } = useSessionActions();
  const route = useCurrentRoute();
  const [, navigate] = useLocation();
  const text = useMessages();
  const report = useReportError();
  const push = usePushToken();
  return useCallback(async () => {
    snackbar.show(text('session.loggingOut'));
    try {
      await logout();
    } catch (error) {
      // A 401 here means the session was already over: clearing it locally is all that is left.
      if (!isApiError(error, 'session_ended')) {
        report(error);
        return;
      }
    }
    // The session took the push token with it (and the API was told to forget it).
    push.signedOut();
    // Leave the page first, so its guard never sees a signed-out user on a members-only page.
    if (route?.logoutGoesHome) navigate(pathTo('home'));
    await signedOut();
    snackbar.show(text('session.loggedOut'), 'success');
  }, [navigate, report, route, signedOut, text, push]);
};
