import type { Notification } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../components/icons';

/**
 * A notification that arrived while the tab is in front (spec §4): its title and text; a tap
 * does what tapping it in the list would. The live region is always there, so its content is read out.
 */
export const PushToast = ({
  notification,
  onOpen,
  onDismiss,
}: {
  notification: Notification | null;
  onOpen: (n: Notification) => void;
  onDismiss: () => void;
}) => {
  const { t } = useLingui();
  return (
    <div className="push-toast-region" aria-live="polite">
      {notification && (
        <div className="push-toast" role="status" data-testid="push-toast">
          <button type="button" className="push-toast-open" onClick={() => onOpen(notification)}>
            <strong dir="auto">{notification.title}</strong>
            <span dir="auto">{notification.body}</span>
          </button>
          <button type="button" className="icon-btn push-toast-close" onClick={onDismiss} aria-label={t`Dismiss`}>
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
};
