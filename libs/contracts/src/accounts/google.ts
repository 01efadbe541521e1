import { z } from 'zod/mini';

/**
 * Codes the API puts in `APP_URL/login?error=<code>` when Google sign-in fails; the shell
 * translates each one.
 */
export const googleSignInErrors = [
  'google_not_configured',
  'google_cancelled',
  'google_state_mismatch',
  'google_failed',
  'google_email_unverified',
] as const;
export const googleSignInErrorSchema = z.enum(googleSignInErrors);
export type GoogleSignInError = z.infer<typeof googleSignInErrorSchema>;
