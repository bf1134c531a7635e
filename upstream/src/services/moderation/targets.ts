/**
 * What a report or an action points at, resolved: whom it belongs to (the person an action on it
 * reaches) and what the operator reads of it. A reporter may only report what they can see — a
 * listed ad, an account, a message they received, a request they are part of — anything else is
 * 404 like a target that does not exist.
 */
import type { ReportTargetType } from '@badal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { chatMessages, productImages, products, ratings, requests, sellers, users } from '../../db/schema.js';
import { shownRow } from '../catalogue/listed.js';
import { mediaUrl, type UpstreamContext } from '../context.js';
import { preview } from '../notifications/notification-texts.js';

export interface ReportTargetRef {
  type: ReportTargetType;
  id: number;
}

export interface ResolvedTarget {
  /** The person responsible: an ad's owner, the account itself, a message's or request's sender. */
  subjectId: number;
  /** Whether `viewerId` may see it at all (a reporter: otherwise 404). */
  visibleTo: (viewerId: number) => boolean;
  /** The ad's row for the ad actions (ads only). */
  ad: { id: number; slug: string; name: string; moderationState: string } | null;
}

/** The target as it is now, or undefined when there is no such thing. */
export const resolveTarget = async (db: Db, target: ReportTargetRef): Promise<ResolvedTarget | undefined> => {
  switch (target.type) {
    case 'ad': {
      const [row] = await db
        .select({
          id: products.id,
          slug: products.slug,
          name: products.name,
          status: products.status,
          moderationState: products.moderationState,
          ownerId: sellers.userId,
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(eq(products.id, target.id));
      if (!row) return undefined;
      return { subjectId: row.ownerId, visibleTo: () => shownRow(row), ad: row };
    }
    case 'user': {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, target.id));
      return row && { subjectId: row.id, visibleTo: () => true, ad: null };
    }
    case 'message': {
      const [row] = await db
        .select({ senderId: chatMessages.senderId, receiverId: chatMessages.receiverId })
        .from(chatMessages)
        .where(eq(chatMessages.id, target.id));
      // The sender is the person reported; only the two people of the conversation see it.
      return (
        row && {
          subjectId: row.senderId,
          visibleTo: (viewer) => viewer === row.receiverId || viewer === row.senderId,
          ad: null,
        }
      );
    }
    case 'request': {
      const [row] = await db
        .select({ senderId: requests.senderId, receiverId: requests.receiverId })
        .from(requests)
        .where(eq(requests.id, target.id));
      return (
        row && {
          subjectId: row.senderId,
          visibleTo: (viewer) => viewer === row.receiverId || viewer === row.senderId,
          ad: null,
        }
      );
    }
    case 'review': {
      // Issue #32: a rating is public on its person's page; its writer is the one responsible.
      const [row] = await db.select({ raterId: ratings.raterId }).from(ratings).where(eq(ratings.id, target.id));
      return row && { subjectId: row.raterId, visibleTo: () => true, ad: null };
    }
  }
};

export interface TargetContent {
  title: string;
  text: string | null;
  imageUrl: string | null;
  adSlug: string | null;
  adState: 'visible' | 'held' | 'hidden' | null;
  adReason: string | null;
  exists: boolean;
}

const GONE: TargetContent = {
  title: '',
  text: null,
  imageUrl: null,
  adSlug: null,
  adState: null,
  adReason: null,
  exists: false,
};

/** What the operator reads of a target in the queue. */
export const targetContent = async (ctx: UpstreamContext, target: ReportTargetRef): Promise<TargetContent> => {
  const none = { text: null, imageUrl: null, adSlug: null, adState: null, adReason: null, exists: true };
  switch (target.type) {
    case 'ad': {
      const [row] = await ctx.db
        .select({
          name: products.name,
          description: products.description,
          slug: products.slug,
          moderationState: products.moderationState,
          moderationReason: products.moderationReason,
          thumbnailPath: productImages.thumbnailPath,
        })
        .from(products)
        .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.isMain, true)))
        .where(eq(products.id, target.id));
      if (!row) return GONE;
      return {
        title: row.name,
        text: preview(row.description, 600),
        imageUrl: mediaUrl(ctx, row.thumbnailPath),
        adSlug: row.slug,
        adState: row.moderationState as TargetContent['adState'],
        adReason: row.moderationReason,
        exists: true,
      };
    }
    case 'user': {
      const [row] = await ctx.db
        .select({ fullName: users.fullName, userName: users.userName, imagePath: users.imagePath })
        .from(users)
        .where(eq(users.id, target.id));
      return row
        ? { ...none, title: `${row.fullName} (@${row.userName})`, imageUrl: mediaUrl(ctx, row.imagePath) }
        : GONE;
    }
    case 'message': {
      const [row] = await ctx.db
        .select({ message: chatMessages.message })
        .from(chatMessages)
        .where(eq(chatMessages.id, target.id));
      return row ? { ...none, title: preview(row.message ?? '', 80), text: row.message } : GONE;
    }
    case 'request': {
      const [row] = await ctx.db
        .select({ name: products.name, slug: products.slug })
        .from(requests)
        .innerJoin(products, eq(products.id, requests.receiverProductId))
        .where(eq(requests.id, target.id));
      return row ? { ...none, title: row.name, adSlug: row.slug } : GONE;
    }
    case 'review': {
      const [row] = await ctx.db
        .select({ stars: ratings.stars, text: ratings.text, reply: ratings.reply })
        .from(ratings)
        .where(eq(ratings.id, target.id));
      return row
        ? {
            ...none,
            title: `${'★'.repeat(row.stars)}${'☆'.repeat(5 - row.stars)}`,
            text: [row.text, row.reply].filter(Boolean).join('\n— ') || null,
          }
        : GONE;
    }
  }
};
