import type { MessageState } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, DoubleCheckIcon } from './chat-icons';

/** The state of one's own message (spec §4): one tick sent, two received, two coloured read. */
export const MessageTicks = ({ status }: { status: MessageState }) => {
  const { t } = useLingui();
  const label = status === 'read' ? t`Read` : status === 'receive' ? t`Delivered` : t`Sent`;
  return (
    <span
      className={`message-ticks message-ticks-${status}`}
      title={label}
      data-testid="message-ticks"
      data-status={status}
    >
      {status === 'sent' ? <CheckIcon /> : <DoubleCheckIcon />}
      <span className="visually-hidden">{label}</span>
    </span>
  );
};
