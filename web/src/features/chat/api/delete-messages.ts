/** DELETE /api/chat/messages: removes one's own messages (for both people). */
import { callApi } from '../../../lib/api-client';

export const deleteMessages = (messagesIds: number[]) => callApi('deleteMessages', { body: { messagesIds } });
