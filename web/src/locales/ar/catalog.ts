/** The ar catalog chunk: Lingui's compiled messages and the contracts' message texts in ar. */
export { messages } from './messages.po';
export { texts } from 'virtual:badal/message-texts/ar';
