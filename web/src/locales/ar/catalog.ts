/**
 * The ar catalog chunk: Lingui's compiled messages and the contracts' message texts in ar, and how
 * to load the forms' texts in ar (a chunk of their own, fetched once the app has started).
 */
export { messages } from './messages.po';
export { texts } from 'virtual:badal/message-texts/ar';
export const formTexts = () => import('virtual:badal/message-texts/ar/forms');
