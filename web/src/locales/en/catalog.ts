/**
 * The en catalog chunk: Lingui's compiled messages and the contracts' message texts in en, and how
 * to load the forms' texts in en (a chunk of their own, fetched once the app has started).
 */
export { messages } from './messages.po';
export { texts } from 'virtual:badal/message-texts/en';
export const formTexts = () => import('virtual:badal/message-texts/en/forms');
