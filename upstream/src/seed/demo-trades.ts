/**
 * What the demo account trades, so its requests, favourites and following pages show something
 * on first start and it can offer a barter at once: five published products of its own (three
 * take barter), four accounts it follows, and barter and trade requests in every status between
 * the demo accounts (demo, seller, company), in both directions. Inserted only when missing.
 */
import { RequestStatus, type RequestType, type SellType } from '@badal/contracts';
import { and, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { follows, products, requestSteps, requests, users } from '../db/schema.js';
import { type PlannedProduct, planProduct, planProducts, subCategoryPlan } from './catalogue/product-plan.js';

export const DEMO_USER = 'demo';

const DEMO_PRODUCTS: readonly { sub: string; sellType: SellType }[] = [
  { sub: 'mobile-phones', sellType: 'sell/barter' },
  { sub: 'video-games', sellType: 'barter' },
  { sub: 'bicycles', sellType: 'barter' },
  { sub: 'sofas', sellType: 'sell' },
  { sub: 'smart-watches', sellType: 'sell/barter' },
];

/** The demo account's own products, drawn like the catalogue's (numbers past any sub-category's count). */
export const planDemoProducts = (): PlannedProduct[] =>
  DEMO_PRODUCTS.map((spec, i) => {
    const { top, sub } = subCategoryPlan(spec.sub);
    return planProduct(top, sub, 900 + i, 90_001 + i, { sellerUserName: DEMO_USER, sellType: spec.sellType });
  });

let seeded: readonly PlannedProduct[] | undefined;

/** Every product the seed makes, the catalogue's and the demo account's, drawn once per process. */
export const seededProducts = (): readonly PlannedProduct[] => {
  seeded ??= [...planProducts(), ...planDemoProducts()];
  return seeded;
};

/** Not `seller`: its own tests follow it afresh. */
export const DEMO_FOLLOWS: readonly string[] = ['company', 'techno.point', 'fahad.mutairi', 'sara.ghanim'];

export interface PlannedRequest {
  sender: string;
  receiver: string;
  type: RequestType;
  receiverProduct: string;
  senderProduct: string | null;
  status: RequestStatus;
  /** When it was sent and when last answered, in hours before the seed ran. */
  sentHoursAgo: number;
  answeredHoursAgo?: number;
}

const takesBarter = (p: PlannedProduct) => p.sellType !== 'sell';
const forSale = (p: PlannedProduct) => p.sellType !== 'barter';

/** The `n`th product of an account in the catalogue plan that fits, by slug. */
const nth = (catalogue: readonly PlannedProduct[], owner: string, fits: (p: PlannedProduct) => boolean, n: number) => {
  const found = catalogue.filter((p) => p.sellerUserName === owner && fits(p))[n];
  if (!found) throw new Error(`seed: ${owner} has no product number ${n} for the demo requests`);
  return found.slug;
};

/** How long a demo offer runs (the setting's default). */
const DEMO_OFFER_HOURS = 48;

export const planDemoRequests = (
  catalogue: readonly PlannedProduct[],
  demo: readonly PlannedProduct[],
): PlannedRequest[] => {
  const own = (i: number) => (demo[i] as PlannedProduct).slug;
  const any = () => true;
  return [
    {
      sender: DEMO_USER,
      receiver: 'seller',
      type: 'bartering',
      senderProduct: own(0),
      receiverProduct: nth(catalogue, 'seller', takesBarter, 0),
      status: RequestStatus.pending,
      sentHoursAgo: 3,
    },
    {
      sender: DEMO_USER,
      receiver: 'seller',
      type: 'sale',
      senderProduct: null,
      receiverProduct: nth(catalogue, 'seller', forSale, 0),
      status: RequestStatus.approved,
      sentHoursAgo: 50,
      answeredHoursAgo: 30,
    },
    {
      sender: 'seller',
      receiver: DEMO_USER,
      type: 'bartering',
      senderProduct: nth(catalogue, 'seller', any, 5),
      receiverProduct: own(2),
      status: RequestStatus.rejected,
      sentHoursAgo: 120,
      answeredHoursAgo: 100,
    },
    {
      sender: 'company',
      receiver: DEMO_USER,
      type: 'sale',
      senderProduct: null,
      receiverProduct: own(3),
      status: RequestStatus.pending,
      sentHoursAgo: 6,
    },
    {
      sender: DEMO_USER,
      receiver: 'company',
      type: 'bartering',
      senderProduct: own(1),
      receiverProduct: nth(catalogue, 'company', takesBarter, 0),
      status: RequestStatus.rejected,
      sentHoursAgo: 72,
      answeredHoursAgo: 48,
    },
    {
      sender: 'company',
      receiver: DEMO_USER,
      type: 'bartering',
      senderProduct: nth(catalogue, 'company', any, 3),
      receiverProduct: own(4),
      status: RequestStatus.approved,
      sentHoursAgo: 190,
      answeredHoursAgo: 170,
    },
  ];
};

const requestKey = (r: { senderId: number; receiverProductId: number; senderProductId: number | null; type: string }) =>
  `${r.senderId}:${r.receiverProductId}:${r.senderProductId ?? 0}:${r.type}`;

export const seedDemoTrades = async (
  db: Db,
  catalogue: readonly PlannedProduct[],
  demo: readonly PlannedProduct[],
  now: Date,
): Promise<{ follows: number; requests: number }> => {
  const plan = planDemoRequests(catalogue, demo);
  const names = [...new Set([DEMO_USER, ...DEMO_FOLLOWS, ...plan.flatMap((r) => [r.sender, r.receiver])])];
  const userIds = new Map(
    (await db.select({ id: users.id, userName: users.userName }).from(users).where(inArray(users.userName, names))).map(
      (r) => [r.userName, r.id],
    ),
  );
  const idOf = (name: string) => {
    const id = userIds.get(name);
    if (id === undefined) throw new Error(`seed: no account '${name}'`);
    return id;
  };

  const insertedFollows = await db
    .insert(follows)
    .values(
      DEMO_FOLLOWS.map((name, i) => ({
        followerId: idOf(DEMO_USER),
        followedId: idOf(name),
        createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ followedId: follows.followedId });

  const slugs = plan.flatMap((r) => (r.senderProduct ? [r.receiverProduct, r.senderProduct] : [r.receiverProduct]));
  const productIds = new Map(
    (await db.select({ id: products.id, slug: products.slug }).from(products).where(inArray(products.slug, slugs))).map(
      (r) => [r.slug, r.id],
    ),
  );
  const productOf = (slug: string) => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`seed: no product '${slug}'`);
    return id;
  };
  const rows = plan.map((r) => ({
    type: r.type,
    senderId: idOf(r.sender),
    receiverId: idOf(r.receiver),
    receiverProductId: productOf(r.receiverProduct),
    senderProductId: r.senderProduct === null ? null : productOf(r.senderProduct),
    status: r.status,
    createdAt: new Date(now.getTime() - r.sentHoursAgo * 3_600_000),
    updatedAt: new Date(now.getTime() - (r.answeredHoursAgo ?? r.sentHoursAgo) * 3_600_000),
    // Issue #32: a waiting offer runs 48 hours from when it was sent, so the demo shows time left.
    expiresAt:
      r.status === RequestStatus.pending
        ? new Date(now.getTime() + (DEMO_OFFER_HOURS - r.sentHoursAgo) * 3_600_000)
        : null,
  }));
  // A request the demo accounts made or answered since (any status) counts as already there.
  const ids = [...new Set(rows.flatMap((r) => [r.senderId, r.receiverId]))];
  const existing = new Set(
    (
      await db
        .select({
          senderId: requests.senderId,
          receiverProductId: requests.receiverProductId,
          senderProductId: requests.senderProductId,
          type: requests.type,
        })
        .from(requests)
        .where(and(inArray(requests.senderId, ids), inArray(requests.receiverId, ids)))
    ).map(requestKey),
  );
  const missing = rows.filter((r) => !existing.has(requestKey(r)));
  const insertedRequests =
    missing.length === 0
      ? []
      : await db
          .insert(requests)
          .values(missing)
          // The pending ones are unique per pair: a concurrent seed may have made them.
          .onConflictDoNothing()
          .returning();
  // Each request's history starts with its opening offer (issue #32).
  if (insertedRequests.length > 0) {
    await db.insert(requestSteps).values(
      insertedRequests.map((r) => ({
        requestId: r.id,
        kind: 'offer',
        by: 'sender',
        senderProductId: r.senderProductId,
        createdAt: r.createdAt,
      })),
    );
  }
  return { follows: insertedFollows.length, requests: insertedRequests.length };
};
