import { googleSignInUrl, useApiClient } from '@levita/api-client';
import { googleSignInErrorSchema, type GoogleSignInError } from '@levita/contracts';
import { useEffect, useState } from 'react';
import { keepReturnPath, returnPathOf } from '../../../lib/session/return-to';
import { leaveAppFor } from '../utils/leave-app';

export type GoogleSignInProblem = GoogleSignInError | 'connection';

/** What a look at `GET /auth/google/login` says before the browser is sent there. */
async function probe(url: string): Promise<GoogleSignInProblem | null> {
  let response: Response;
  try {
    // redirect 'manual': a configured server answers with its redirect to Google, which the
    // probe does not follow; credentials 'omit': the probe's state cookie is not kept.
    response = await fetch(url, {
      redirect: 'manual',
      credentials: 'omit',
      headers: { Accept: 'application/json' },
    });
  } catch {
    return 'connection';
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))
    return null;
  if (response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const code = googleSignInErrorSchema.safeParse((body as { error?: unknown } | null)?.error);
  if (code.success) return code.data;
  return response.status === 501 ? 'google_not_configured' : 'google_failed';
}

/**
 * Google sign-in is a browser navigation to the API (part 1 §2). Without Google credentials
 * the API answers that navigation with a bare 501 JSON page, so the button asks first and
 * says "not available" on the login page instead of leaving the app for an error page.
 */
export function useGoogleSignIn(onProblem: (problem: GoogleSignInProblem) => void) {
  const client = useApiClient();
  const [checking, setChecking] = useState(false);

  // Back from Google to a page kept in the back-forward cache: the button works again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setChecking(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const start = async () => {
    const url = googleSignInUrl(client.baseUrl);
    setChecking(true);
    const problem = await probe(url);
    if (problem) {
      setChecking(false);
      onProblem(problem);
      return;
    }
    // Where the login page was asked to return to, read back by the callback page.
    keepReturnPath(returnPathOf(window.location.search));
    // The page is leaving: the button stays busy until it has gone.
    leaveAppFor(url);
  };

  return { start, checking };
}
