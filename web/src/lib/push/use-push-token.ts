/**
 * The push token for React code: the deployment's FCM web settings from the bootstrap, §8's alert
 * when a person refuses notifications in answer to the app's question.
 */
import { useMemo } from 'react';
import { useBootstrap } from '../bootstrap';
import { useMessages } from '../messages';
import { snackbar } from '../snackbar';
import { pushPermission } from './push-permission';
import {
  forgetGivenToken,
  givePushToken,
  obtainPushToken,
  type PushTokenAnswer,
  rememberGivenToken,
} from './push-token';

export interface PushTokenActions {
  /** The token a sign-in carries (§7), when this device holds one already; no question asked. */
  tokenForSignIn: () => Promise<string | undefined>;
  /** After a sign-in: the token it carried is in the session; without one, ask (the sign-in was the gesture). */
  signedIn: (userId: number, carried: string | undefined) => Promise<void>;
  /** Inside another gesture (opening the bell): ask if never asked, and give the session the token; its dialog shows §8's alert. */
  askAndGive: (userId: number) => Promise<PushTokenAnswer>;
  /** A signed-in page started: give the session a token Firebase renewed. Never asks. */
  refresh: (userId: number) => Promise<void>;
  signedOut: () => void;
}

export const usePushToken = (): PushTokenActions => {
  const config = useBootstrap().settings.webPush;
  const text = useMessages();
  return useMemo(() => {
    const askAndGive = async (userId: number): Promise<PushTokenAnswer> =>
      givePushToken(config, userId, { ask: true }).catch((error: unknown) => {
        console.warn('push token not given', error);
        return { token: null, permission: pushPermission(), refusedNow: false };
      });
    return {
      tokenForSignIn: async () => (await obtainPushToken(config, { ask: false })).token ?? undefined,
      signedIn: async (userId, carried) => {
        if (carried) return rememberGivenToken(userId, carried);
        // Said once, when the person has just refused; the bell's dialog says it while it is so.
        if ((await askAndGive(userId)).refusedNow) snackbar.error(text('error.pushPermission'));
      },
      askAndGive,
      refresh: async (userId) => {
        await givePushToken(config, userId, { ask: false }).catch((error: unknown) =>
          console.warn('push token not given', error),
        );
      },
      signedOut: forgetGivenToken,
    };
  }, [config, text]);
};
