import { apiPaths, fillPath } from '@levita/contracts';

/**
 * Google sign-in is a browser navigation, not a fetch: the API redirects to Google and back
 * to `/auth/google#token=...` (or `/login?error=<code>`).
 */
export function googleSignInUrl(apiBaseUrl: string): string {
  return `${apiBaseUrl}${fillPath(apiPaths.googleLogin)}`;
}
