/**
 * Bidirectional isolation of values inside sentences. A name, phone number, e-mail, product name
 * or code is written in its own direction, and must neither take the words around it along (a
 * Latin name in an Arabic sentence) nor be turned around by them ('+965 …' shown as '… 965+').
 * In markup the web app uses <bdi>; plain text (notification texts, toasts, labels) carries the
 * Unicode isolates, which every browser and phone lays out and nobody sees.
 */

/** FIRST STRONG ISOLATE: the value takes the direction of its own first letter. */
export const FIRST_STRONG_ISOLATE = '\u2068';
/** LEFT-TO-RIGHT ISOLATE: for values that are always left to right (phone numbers, e-mails, codes). */
export const LEFT_TO_RIGHT_ISOLATE = '\u2066';
/** POP DIRECTIONAL ISOLATE: ends either. */
export const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** A value in plain text, isolated in its own direction (or always left to right). */
export const isolateText = (value: string, direction: 'auto' | 'ltr' = 'auto'): string =>
  `${direction === 'ltr' ? LEFT_TO_RIGHT_ISOLATE : FIRST_STRONG_ISOLATE}${value}${POP_DIRECTIONAL_ISOLATE}`;

/** The text without isolation marks (to compare or measure what a person reads). */
export const withoutIsolates = (text: string): string => text.replace(/[\u2066-\u2069]/g, '');
