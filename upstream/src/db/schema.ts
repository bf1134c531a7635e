/**
 * The reference API's tables. drizzle-kit turns this file into the committed SQL migrations in
 * upstream/drizzle/ (`npm run db:generate -w upstream`); never edit the database by hand.
 */
// Each part of the schema is its own module; the parts import the tables they refer to from
// core-schema.ts (never from this file), so nothing imports in a circle.
export * from './ad-draft-schema.js';
export * from './ad-safety-schema.js';
export * from './block-schema.js';
export * from './catalogue-schema.js';
export * from './chat-schema.js';
export * from './company-schema.js';
export * from './core-schema.js';
export * from './coupon-schema.js';
export * from './membership-schema.js';
export * from './moderation-schema.js';
export * from './notification-schema.js';
export * from './payment-schema.js';
export * from './popular-search-schema.js';
export * from './rating-schema.js';
export * from './request-schema.js';
export * from './saved-search-schema.js';
export * from './search-schema.js';
