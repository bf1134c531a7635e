/** How a contact reads in the list: the name (full name, else user name) and the last message in one line. */
import type { ChatContact, ChatUser } from '@badal/contracts';

export const contactName = (user: Pick<ChatUser, 'fullName' | 'userName'>): string =>
  user.fullName.trim() || user.userName;

/** The last message in one line (an attachment's word when it has no text), and whether it was one's own. */
export const lastMessagePreview = (
  message: ChatContact['lastMessage'],
  me: number,
  attachment: string,
): { mine: boolean; text: string } | null => {
  if (!message) return null;
  const text = message.message?.replace(/\s+/g, ' ').trim() || (message.attachments.length > 0 ? attachment : '');
  return text ? { mine: message.senderId === me, text } : null;
};
