/** A contracts message as the app shows it (English in sentence case, see lib/message-texts). */
import { type Locale, type MessageKey, messages } from '@badal/contracts';
import { sentenceCase } from '../lib/message-texts';

export const shownText = (key: MessageKey, locale: Locale): string => sentenceCase(locale, messages[key][locale]);
