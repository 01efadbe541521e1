import {
  accountQueryKeys,
  createApiClient,
  getCurrentUser,
  useApiClient,
} from '@levita/api-client';
import { Spinner } from '@levita/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@levita/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { takeReturnPath } from '../../../lib/session/return-to';
import { useSession } from '../../../lib/session/session-store';
import { googleLoginHref } from '../utils/auth-messages';
import { AuthLayout, StatusBox } from './auth-layout';
import { readGoogleToken } from '../utils/google-token';

/**
 * /auth/google (part 1 §2): the API sends the browser here with `#token=<jwt>`. The token is
 * checked by fetching the user with it, then token and user are stored together and the app
 * goes to /dashboard; without a token, or when the user cannot be fetched, nothing is kept
 * and /login says "Erro ao autenticar com Google". Either way this entry, which holds the
 * token in its URL, is replaced in the history.
 */
export function GoogleCallbackPage() {
  const { t, i18n } = useTranslation('auth');
  const { hash, search } = useLocation();
  const navigate = useNavigate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const signIn = useSession((state) => state.signIn);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's second effect run.
    if (started.current) return;
    started.current = true;
    const fail = () =>
      navigate(googleLoginHref(paths.login.getHref(), 'google_failed'), { replace: true });

    const found = readGoogleToken(hash, search);
    if (!found) {
      fail();
      return;
    }
    // The app's client reads the stored token; this one carries the token being checked.
    const withToken = createApiClient({
      baseUrl: client.baseUrl,
      getToken: () => found.token,
      getLocale: () => i18n.language,
    });
    getCurrentUser(withToken).then(
      (user) => {
        // The API's redirect carries no expiration; it comes from the JWT's exp when readable.
        signIn({ access_token: found.token, token_expiration: found.expiration, usuario: user });
        queryClient.setQueryData(accountQueryKeys.currentUser(), user);
        navigate(takeReturnPath() ?? paths.dashboard.getHref(), { replace: true });
      },
      () => fail(),
    );
  }, [client.baseUrl, hash, i18n, navigate, queryClient, search, signIn]);

  return (
    <AuthLayout title={t('google.title')}>
      <StatusBox>
        <Spinner size={18} decorative />
        {t('google.processing')}
      </StatusBox>
    </AuthLayout>
  );
}
