import type { Locale } from '@levita/i18n';

export type SubscribeResult = { ok: true } | { ok: false; message: string | null };

/**
 * POST /newsletter (part 1 §7) with plain fetch: the landing loads no API client or query
 * cache (docs/performance.md). The server answers in the page's language; its message is
 * shown for a refusal (an e-mail it rejects, too many attempts), ours for a network failure.
 */
export async function subscribeToNewsletter(
  apiBaseUrl: string,
  locale: Locale,
  body: { email: string; nome?: string },
): Promise<SubscribeResult> {
  try {
    const response = await fetch(`${apiBaseUrl}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return {
      ok: false,
      message: typeof answer?.message === 'string' && answer.message ? answer.message : null,
    };
  } catch {
    return { ok: false, message: null };
  }
}
