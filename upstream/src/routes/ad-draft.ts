/**
 * The place-an-ad wizard on a server-held draft (spec §7 "Ad draft", §4 step mapping): GET /ad,
 * POST /ad/category, /ad/details, /ad/status, /ad/images, /ad/images/{id}/main, DELETE
 * /ad/images/{id}, POST /ad/location, /ad/finish, DELETE /ad/discard. Each call checks the
 * wizard's order (422 `step`) and its input before changing anything, changes the draft in one
 * transaction and answers the draft with its new step (services/ad-draft/).
 */
import type { CallHandlers } from '../http/api-router.js';
import { chooseCategory, saveCondition, saveDetails, saveLocation } from '../services/ad-draft/draft-edits.js';
import { discardDraft, finishDraft } from '../services/ad-draft/draft-ending.js';
import { addDraftImages, deleteDraftImage, setMainDraftImage } from '../services/ad-draft/draft-images.js';
import { findDraft } from '../services/ad-draft/draft-store.js';
import { toAdDraft } from '../services/ad-draft/draft-view.js';
import type { UpstreamContext } from '../services/context.js';
import { say } from '../texts.js';

export const adDraftHandlers = (ctx: UpstreamContext) =>
  ({
    getDraft: async ({ auth, locale }) => toAdDraft(ctx, await findDraft(ctx.db, auth.user.id), locale),

    chooseCategory: async ({ auth, body, locale }) =>
      toAdDraft(ctx, await chooseCategory(ctx, auth.user.id, body.categoryId), locale),

    saveDetails: async ({ auth, body, locale }) => toAdDraft(ctx, await saveDetails(ctx, auth.user.id, body), locale),

    saveStatus: async ({ auth, body, locale }) =>
      toAdDraft(ctx, await saveCondition(ctx, auth.user.id, body.isNew), locale),

    addImages: async ({ auth, files, locale }) =>
      toAdDraft(ctx, await addDraftImages(ctx, auth.user.id, files.get('images') ?? []), locale),

    setMainImage: async ({ auth, params, locale }) =>
      toAdDraft(ctx, await setMainDraftImage(ctx, auth.user.id, params.id), locale),

    deleteImage: async ({ auth, params, locale }) =>
      toAdDraft(ctx, await deleteDraftImage(ctx, auth.user.id, params.id), locale),

    saveLocation: async ({ auth, body, locale }) => toAdDraft(ctx, await saveLocation(ctx, auth.user.id, body), locale),

    finish: ({ auth, locale }) => finishDraft(ctx, auth.user.id, locale),

    discard: async ({ auth, locale }) => {
      await discardDraft(ctx, auth.user.id);
      return { message: say('upstream.draftDiscarded', locale) };
    },
  }) satisfies Partial<CallHandlers>;
