/** PUT /api/chat/messages/update-status: the receiver marks messages received or read. */
import type { MessageState } from '@badal/contracts';
import { callApi } from '../../../lib/api-client';

export const updateMessageStatus = (status: MessageState, messagesIds: number[]) =>
  callApi('updateMessageStatus', { body: { status, messagesIds } });
