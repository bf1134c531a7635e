/** POST /users/add-image: the profile picture, recognised by its bytes and stored under avatars/. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { CallHandlers } from '../http/api-router.js';
import { fieldError } from '../http-error.js';
import type { UpstreamContext } from '../services/context.js';
import { removeFile, storeFile } from '../services/storage.js';
import { toSelfUser } from '../services/users.js';

export const avatarHandlers = (ctx: UpstreamContext) =>
  ({
    addImage: async ({ auth, files, locale }) => {
      const image = files.get('image')?.[0];
      // The router has checked presence and format already; this only narrows the type.
      if (!image?.format) throw fieldError('validation.file', 'image');
      // A fresh name per upload lets the file be cached forever: a new picture is a new URL.
      const path = `avatars/${auth.user.id}-${randomBytes(8).toString('hex')}.${image.format.ext}`;
      await storeFile(ctx.storageDir, path, image.data);
      const [updated] = await ctx.db
        .update(users)
        .set({ imagePath: path, updatedAt: new Date() })
        .where(eq(users.id, auth.user.id))
        .returning();
      const previous = auth.user.imagePath;
      if (previous?.startsWith('avatars/')) {
        await removeFile(ctx.storageDir, previous).catch((err) => ctx.log.warn({ err }, 'old avatar not removed'));
      }
      return toSelfUser(ctx, updated ?? auth.user, locale);
    },
  }) satisfies Partial<CallHandlers>;
