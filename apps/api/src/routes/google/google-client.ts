import * as oidc from 'openid-client';
import type { AppConfig } from '../../config';

export type GoogleConfig = NonNullable<AppConfig['google']>;

/**
 * The provider's metadata is fetched once and kept; a failed discovery is forgotten so the
 * next sign-in tries again instead of failing until a restart.
 */
export function createGoogleClient(google: GoogleConfig) {
  let discovered: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(google.issuer);
  return {
    configuration(): Promise<oidc.Configuration> {
      discovered ??= oidc
        .discovery(
          issuer,
          google.clientId,
          undefined,
          oidc.ClientSecretPost(google.clientSecret),
          // Only a local test provider is plain http; Google itself is always https.
          issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
      return discovered;
    },
  };
}

export type GoogleClient = ReturnType<typeof createGoogleClient>;
