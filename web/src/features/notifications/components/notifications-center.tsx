import type { Notification } from '@badal/contracts';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { lazy } from '../../../lib/lazy';
import { type PushPermission, pushPermission } from '../../../lib/push/push-permission';
import { usePushToken } from '../../../lib/push/use-push-token';
import { useRealtimeConnection } from '../../../lib/realtime/use-realtime';
import { useSession } from '../../../lib/session';
import { useNotificationPushes } from '../hooks/use-notification-pushes';
import { useOpenNotification } from '../hooks/use-open-notification';
import { PushToast } from './push-toast';
import './notifications.css';
import { useEarlyTap } from '../../../lib/early-tap';

// The dialog arrives on the first open: most pages never show it.
const NotificationsDialog = lazy('notifications-dialog', () =>
  import('./notifications-dialog').then((m) => ({ default: m.NotificationsDialog })),
);

const TOAST_MS = 6000;

/**
 * Everything notifications need on every signed-in page: the realtime connection, the reaction to
 * pushes (toast, system notification, fresh count) and the button that opens the dialog. The
 * button's content (the bell and its count) comes from the top bar.
 */
export const NotificationsCenter = ({ children }: { children: ReactNode }) => {
  useRealtimeConnection();
  const [open, setOpen] = useState(false);
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [toast, setToast] = useState<Notification | null>(null);
  const openNotification = useOpenNotification();
  useNotificationPushes({ onForeground: setToast, onOpen: (n) => void openNotification(n) });
  const push = usePushToken();
  const userId = useSession()?.userId;
  // A signed-in page started: the session gets a token Firebase renewed (nothing is asked here).
  useEffect(() => {
    if (userId !== undefined) void push.refresh(userId);
  }, [push, userId]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  // A route change closes the dialog (spec §2), whether a notification or a link caused it.
  const [location] = useLocation();
  const shownAt = useRef(location);
  useEffect(() => {
    if (shownAt.current === location) return;
    shownAt.current = location;
    setOpen(false);
  }, [location]);

  const show = () => {
    setOpen(true);
    // Asked inside the click, the one moment every browser lets a page ask (§7); a token goes to
    // the session. A refusal shows the alert of spec §8 (notifications cannot reach a closed or
    // hidden tab without it).
    if (userId !== undefined) void push.askAndGive(userId).then((answer) => setPermission(answer.permission));
  };
  // Tapped before the app had started: open now.
  useEarlyTap('notifications', show);

  return (
    <>
      <button
        type="button"
        className="icon-btn"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
        data-tap-replay="notifications"
        data-testid="notifications-bell"
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsDialog permission={permission} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <PushToast
        notification={toast}
        onOpen={(n) => {
          setToast(null);
          void openNotification(n);
        }}
        onDismiss={() => setToast(null)}
      />
    </>
  );
};
