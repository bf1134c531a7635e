/**
 * Trust & safety (issue #31): what an operator's moderation did to a product. Only a 'visible'
 * product is listed to others; 'held' waits for an operator's review, 'hidden' was taken down by
 * one. Its owner sees the state and the reason in My ads.
 */
import { z } from 'zod';

export const ModerationState = { visible: 'visible', held: 'held', hidden: 'hidden' } as const;
export type ModerationState = (typeof ModerationState)[keyof typeof ModerationState];
export const moderationStateSchema = z.enum([ModerationState.visible, ModerationState.held, ModerationState.hidden]);

/** An ad's moderation as its owner sees it: the state and the operator's words (null when none). */
export const adModerationSchema = z.object({
  state: moderationStateSchema,
  reason: z.string().nullable(),
});
export type AdModeration = z.infer<typeof adModerationSchema>;
