import { z } from 'zod';

/** The marketplace API's login answer (spec §7 POST /authentication). Carries the API token. */
export const loginResponseSchema = z.object({
  id: z.number().int(),
  fullname: z.string(),
  access_token: z.string().min(1),
  /** Seconds from now until the token expires. */
  expires_in: z.number().int().positive(),
  checkMembership: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A short confirmation most account calls answer with. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
