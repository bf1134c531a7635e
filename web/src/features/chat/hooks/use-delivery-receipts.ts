/**
 * A message that reaches this tab is marked received at once (spec §4: sent → receive), so its
 * sender sees two ticks. When its conversation is open and in front, the conversation marks it
 * read instead (use-mark-read.ts). Mounted with the top bar on every signed-in page.
 */
import { useCurrentRoute, useRouteParams } from '../../../lib/current-route';
import { useRealtimeEvent } from '../../../lib/realtime/use-realtime';
import { useSession } from '../../../lib/session';
import { updateMessageStatus } from '../api/update-status';

export const useDeliveryReceipts = (): void => {
  const me = useSession()?.userId;
  const route = useCurrentRoute();
  const params = useRouteParams();
  useRealtimeEvent('message:new', (m) => {
    if (m.receiverId !== me || m.status !== 'sent') return;
    const open = route?.id === 'chat' && params.userId === String(m.senderId);
    if (open && document.visibilityState !== 'hidden') return;
    updateMessageStatus('receive', [m.id]).catch((error: unknown) => {
      console.warn('marking a message received failed', error);
    });
  });
};
