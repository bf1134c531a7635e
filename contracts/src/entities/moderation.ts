/**
 * Trust & safety (issue #31): what an operator's moderation did to a product. Only a 'visible'
 * product is listed to others; 'held' waits for an operator's review, 'hidden' was taken down by
 * one. Its owner sees the state and the reason in My ads.
 */
import { z } from 'zod';

const invalid = { error: 'validation.invalid' } as const;

export const ModerationState = { visible: 'visible', held: 'held', hidden: 'hidden' } as const;
export type ModerationState = (typeof ModerationState)[keyof typeof ModerationState];
export const moderationStateSchema = z.enum(
  [ModerationState.visible, ModerationState.held, ModerationState.hidden],
  invalid,
);

/** An ad's moderation as its owner sees it: the state and the operator's words (null when none). */
export const adModerationSchema = z.object({
  state: moderationStateSchema,
  reason: z.string().nullable(),
});
export type AdModeration = z.infer<typeof adModerationSchema>;

/**
 * What a person can report (issue #31 item 1): an ad, a seller (their page), a chat message, a
 * request; and (issue #32) a review — a rating's words — which anyone who can read it may report.
 */
export const ReportTargetType = {
  ad: 'ad',
  user: 'user',
  message: 'message',
  request: 'request',
  review: 'review',
} as const;
export type ReportTargetType = (typeof ReportTargetType)[keyof typeof ReportTargetType];
export const reportTargetTypeSchema = z.enum(['ad', 'user', 'message', 'request', 'review'], invalid);

/** Why: the reasons the Report dialog offers; 'other' needs the person's own words. */
export const ReportReason = {
  scam: 'scam',
  prohibited: 'prohibited',
  wrongCategory: 'wrong_category',
  duplicate: 'duplicate',
  offensive: 'offensive',
  sold: 'sold',
  other: 'other',
} as const;
export type ReportReason = (typeof ReportReason)[keyof typeof ReportReason];
export const reportReasonSchema = z.enum(
  ['scam', 'prohibited', 'wrong_category', 'duplicate', 'offensive', 'sold', 'other'],
  invalid,
);

/** open until an operator acts on its target ('actioned') or dismisses its reports ('dismissed'). */
export const reportStateSchema = z.enum(['open', 'actioned', 'dismissed'], invalid);
export type ReportState = z.infer<typeof reportStateSchema>;

/**
 * An operator's actions (item 3). The ad actions apply to an ad target; the person actions to
 * the person responsible for the target (an ad's owner, a message's or request's sender, the
 * reported user). 'suspend' is §6 'blocked' for `days` (named apart from people's blocks of
 * each other); 'reinstate' ends a suspension or a ban.
 */
export const ModerationAction = {
  hideAd: 'hide_ad',
  restoreAd: 'restore_ad',
  dismiss: 'dismiss',
  warn: 'warn',
  suspend: 'suspend',
  ban: 'ban',
  reinstate: 'reinstate',
} as const;
export type ModerationAction = (typeof ModerationAction)[keyof typeof ModerationAction];
export const moderationActionSchema = z.enum(Object.values(ModerationAction), invalid);

export const reportTargetSchema = z.object({ type: reportTargetTypeSchema, id: z.number().int() });
export type ReportTarget = z.infer<typeof reportTargetSchema>;

/** Someone as the console names them. */
export const moderationPersonSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  userName: z.string(),
  /** §6 account state: active, banned, blocked … */
  status: z.string(),
  /** While suspended ('blocked'): until when. */
  blockedUntil: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof moderationPersonSchema>;

/** The reported thing as the operator reads it. */
export const reportedContentSchema = z.object({
  /** The ad's name, the person's name, the message's or the request's product. */
  title: z.string(),
  /** The ad's description or the message's text; null when there is none. */
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** The ad's slug and moderation state (ads only). */
  adSlug: z.string().nullable(),
  adState: moderationStateSchema.nullable(),
  adReason: z.string().nullable(),
  /** False once the target is gone (a deleted message or ad). */
  exists: z.boolean(),
});

export const reportSchema = z.object({
  id: z.number().int(),
  reason: reportReasonSchema,
  details: z.string().nullable(),
  state: reportStateSchema,
  reporter: moderationPersonSchema,
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * What the audit log records: the actions on reported things, and the operators' other decisions —
 * an ad held for review approved or rejected, a banner approved or rejected, a refund.
 */
export const auditActionSchema = z.enum([
  ...moderationActionSchema.options,
  'approve_ad',
  'reject_ad',
  'approve_banner',
  'reject_banner',
  'refund',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an audit line is about: a reported thing, a banner or an order. */
export const auditTargetSchema = z.object({
  type: z.enum([...reportTargetTypeSchema.options, 'banner', 'order']),
  id: z.number().int(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

/** One line of the audit log: who did what to whom, when and why. Never edited. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: auditActionSchema,
  operator: moderationPersonSchema.nullable(),
  subject: moderationPersonSchema.nullable(),
  target: auditTargetSchema,
  reason: z.string(),
  until: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Longest suspension an operator sets in one action (days). */
export const MAX_SUSPENSION_DAYS = 365;

/** The queue's entry: a target's open reports, with its content and history. */
export const reportGroupSchema = z.object({
  target: reportTargetSchema,
  content: reportedContentSchema,
  /** The person responsible for the target (null once their account is gone). */
  subject: moderationPersonSchema.nullable(),
  openReports: z.array(reportSchema),
  lastReportedAt: z.string(),
  /** Earlier, settled reports of the same target, newest first. */
  earlierReports: z.array(reportSchema),
  /** Earlier actions on the target or on its person, newest first. */
  actions: z.array(auditEntrySchema),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;

/**
 * What a 'moderation' notification tells (its value): to an ad's owner, their ad was hidden,
 * restored, held for review, approved or rejected; to a reporter, their report was acted on or
 * dismissed (no details about the other person); to a person, a warning, a suspension, a ban or
 * its end; to a banner's owner, its review; to a customer, a refund an operator made. Ad news opens
 * My ads, a banner's My banners, a refund the payments history; the others open nothing.
 */
export const ModerationNotice = {
  adHidden: 'ad_hidden',
  adRestored: 'ad_restored',
  adHeld: 'ad_held',
  adApproved: 'ad_approved',
  adRejected: 'ad_rejected',
  reportActioned: 'report_actioned',
  reportDismissed: 'report_dismissed',
  warned: 'warned',
  suspended: 'suspended',
  banned: 'banned',
  reinstated: 'reinstated',
  bannerApproved: 'banner_approved',
  bannerRejected: 'banner_rejected',
  refundIssued: 'refund_issued',
  /** Issue #32: the owner's ad ends in 3 days, or has ended (a click opens My ads, where Renew is). */
  adEnding: 'ad_ending',
  adEnded: 'ad_ended',
} as const;
export type ModerationNotice = (typeof ModerationNotice)[keyof typeof ModerationNotice];

const AD_NOTICES: ReadonlySet<string> = new Set([
  ModerationNotice.adHidden,
  ModerationNotice.adRestored,
  ModerationNotice.adHeld,
  ModerationNotice.adApproved,
  ModerationNotice.adRejected,
  ModerationNotice.adEnding,
  ModerationNotice.adEnded,
]);

/**
 * Where a click on a 'moderation' notification leads: My ads for ad news, My banners for a
 * banner's review, the payments history for a refund; nowhere otherwise.
 */
export const moderationNoticeOpens = (value: string | null): 'myAds' | 'myBanners' | 'payments' | null => {
  if (value === null) return null;
  if (AD_NOTICES.has(value)) return 'myAds';
  if (value === ModerationNotice.bannerApproved || value === ModerationNotice.bannerRejected) return 'myBanners';
  return value === ModerationNotice.refundIssued ? 'payments' : null;
};
