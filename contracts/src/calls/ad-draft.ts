/** spec §7 "Ad draft": the place-an-ad wizard on a server-held draft. */
import { z } from 'zod';
import { defineCalls } from '../call.js';
import { AD_IMAGE_FORMATS, AD_IMAGE_MAX_BYTES, AD_MAX_IMAGES, AD_MIN_ATTRIBUTES } from '../constants.js';
import { adDraftSchema, publishedAdSchema } from '../entities/ad-draft.js';
import { adStateSchema } from '../entities/ad-life.js';
import { adModerationSchema } from '../entities/moderation.js';
import { productCardSchema } from '../entities/product.js';
import { messageResponseSchema } from '../entities/session.js';
import { sellTypeSchema } from '../enum-schemas.js';
import * as rule from '../rules.js';

const invalid = { error: 'validation.invalid' } as const;
const draftErrors = [
  { status: 422, code: 'validation' },
  { status: 404, code: 'not_found' },
] as const;

/**
 * Attributes travel in a form as JSON in one field: [{ id, value } | { id, values: [...] }].
 * At least 3 must be selected and filled (§4). Ids are attributes of the draft's categories
 * (GET /categories/{slug}/mini `filters`); what a value must be depends on the attribute type:
 * boolean 'true'/'false' ('1'/'0'); number a decimal within the attribute's min/max; multi-choice,
 * yes/no and colour one option value (a colour's hex is accepted too); multi-options one or more
 * option values; string plain text. Entries left empty are ignored. Anything else is a 422.
 */
export const draftAttributesSchema = z
  .array(
    z.object({
      id: rule.id,
      value: rule.plainString(200).trim().optional(),
      values: z.array(rule.plainString(100).trim().min(1, invalid), invalid).max(30, invalid).optional(),
    }),
    invalid,
  )
  .max(40, invalid)
  .refine(
    (list) =>
      list.filter((a) => (a.value ?? '').trim() !== '' || (a.values?.length ?? 0) > 0).length >= AD_MIN_ATTRIBUTES,
    { error: 'validation.minAttributes' },
  );

export const draftDetailsBodySchema = z.object({
  name: rule.name(120),
  description: rule.required(5000),
  code: rule.safeText(60).optional(),
  price: rule.number,
  secondPrice: rule.number.optional(),
  isFeatured: rule.flag.optional(),
  sellType: sellTypeSchema,
  attributes: rule.jsonText(draftAttributesSchema, 20_000),
});

const imageParams = z.object({ id: rule.id });

export const adDraftCalls = defineCalls({
  getDraft: {
    method: 'GET',
    path: '/ad',
    encoding: 'none',
    exposure: 'api',
    summary: "The user's ad draft and its step",
    auth: 'required',
    response: adDraftSchema,
    tags: ['ad'],
  },
  chooseCategory: {
    method: 'POST',
    path: '/ad/category',
    encoding: 'json',
    exposure: 'api',
    summary: 'Choose the category (top, sub-category or brand); starts the draft',
    auth: 'required',
    body: z.object({ categoryId: rule.id }),
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  saveDetails: {
    method: 'POST',
    path: '/ad/details',
    encoding: 'form',
    exposure: 'api',
    summary: 'Save name, description, code, prices, sell type and attributes',
    auth: 'required',
    body: draftDetailsBodySchema,
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  saveStatus: {
    method: 'POST',
    path: '/ad/status',
    encoding: 'form',
    exposure: 'api',
    summary: 'Save the condition: new or used',
    auth: 'required',
    body: z.object({ isNew: rule.flag }),
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  addImages: {
    method: 'POST',
    path: '/ad/images',
    encoding: 'multipart',
    exposure: 'api',
    summary: 'Upload images (png, jpg, jpeg) to the draft',
    auth: 'required',
    files: [
      {
        name: 'images',
        maxCount: AD_MAX_IMAGES,
        formats: AD_IMAGE_FORMATS,
        maxBytes: AD_IMAGE_MAX_BYTES,
        required: true,
      },
    ],
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  setMainImage: {
    method: 'POST',
    path: '/ad/images/{id}/main',
    encoding: 'json',
    exposure: 'api',
    summary: 'Make one image the main image',
    auth: 'required',
    params: imageParams,
    body: z.object({}),
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  deleteImage: {
    method: 'DELETE',
    path: '/ad/images/{id}',
    encoding: 'json',
    exposure: 'api',
    summary: 'Remove an image from the draft',
    auth: 'required',
    params: imageParams,
    body: z.object({}),
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  saveLocation: {
    method: 'POST',
    path: '/ad/location',
    encoding: 'json',
    exposure: 'api',
    summary: 'Save where the item is',
    auth: 'required',
    body: z.object({
      latitude: rule.strictNumber().refine((n) => n >= -90 && n <= 90, invalid),
      longitude: rule.strictNumber().refine((n) => n >= -180 && n <= 180, invalid),
      address: rule.required(300),
    }),
    response: adDraftSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  finish: {
    method: 'POST',
    path: '/ad/finish',
    encoding: 'json',
    exposure: 'api',
    summary: 'Publish the draft as a product',
    auth: 'required',
    body: z.object({}),
    response: publishedAdSchema,
    errors: draftErrors,
    tags: ['ad'],
  },
  discard: {
    method: 'DELETE',
    path: '/ad/discard',
    encoding: 'json',
    exposure: 'api',
    summary: 'Delete the draft and its images',
    auth: 'required',
    body: z.object({}),
    response: messageResponseSchema,
    errors: [{ status: 404, code: 'not_found' }],
    tags: ['ad'],
  },
  /**
   * A Badal extension of the marketplace API: "My ads" (/profile/info/ads) lists the user's own
   * products in every status.
   */
  myProducts: {
    method: 'GET',
    path: '/products/mine',
    encoding: 'none',
    exposure: 'api',
    summary: "The signed-in user's products (my ads)",
    auth: 'required',
    query: z.object({
      page: rule.integer(1, 1000).default(1),
      perPage: rule.integer(1, 60).default(20),
    }),
    response: z.object({
      data: z.array(
        z.object({
          id: z.number().int(),
          slug: z.string(),
          name: z.string(),
          price: z.union([z.number(), z.string()]).nullable(),
          currency: z.literal('KWD'),
          status: z.enum(['published', 'pending', 'rejected', 'sold']),
          image: z.object({ url: z.string(), thumbnailUrl: z.string() }).nullable(),
          categories: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
          createdAt: z.string(),
          /** Badal extension: the ad's promotions now (as on product cards). */
          featuredUntil: productCardSchema.shape.featuredUntil,
          sale: productCardSchema.shape.sale,
          refreshedAt: productCardSchema.shape.refreshedAt,
          /** Badal extension (issue #31): held for review or hidden by an operator, and why. */
          moderation: adModerationSchema,
          /** Badal extension (issue #32): live, ended, sold or exchanged, its run, when it may be renewed. */
          adState: adStateSchema,
          endsAt: z.string(),
          renewableAt: z.string().nullable(),
          /**
           * Badal extension (issue #32): the offers waiting on this ad (requests for it, pending,
           * not expired) and when the first of them expires unanswered (null: none expires).
           */
          openOffers: z.object({ count: z.number().int().nonnegative(), nextExpiresAt: z.string().nullable() }),
        }),
      ),
      meta: z.object({
        currentPage: z.number().int(),
        perPage: z.number().int(),
        total: z.number().int(),
        lastPage: z.number().int(),
      }),
    }),
    tags: ['ad'],
  },
});
