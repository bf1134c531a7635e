/** The en catalog chunk: Lingui's compiled messages and the contracts' message texts in en. */
export { messages } from './messages.po';
export { texts } from 'virtual:badal/message-texts/en';
