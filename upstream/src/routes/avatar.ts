/** POST /users/add-image: the profile picture, recognised by its bytes and stored under avatars/. */
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import { changeAvatar } from '../services/account-changes.js';
import type { UpstreamContext } from '../services/context.js';
import { toSelfUser } from '../services/users.js';

export const avatarHandlers = (ctx: UpstreamContext) =>
  ({
    addImage: async ({ auth, files, locale }) => {
      const image = files.get('image')?.[0];
      // The router has checked presence and format already; this only narrows the type.
      if (!image?.format) throw fieldError('validation.file', 'image');
      const updated = await changeAvatar(ctx, auth.user, { data: image.data, ext: image.format.ext });
      return toSelfUser(ctx, updated, locale);
    },
  }) satisfies Partial<CallHandlers>;
