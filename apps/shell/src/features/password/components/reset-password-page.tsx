import { isApiError, useResetLink, useResetPassword } from '@levita/api-client';
import { MIN_PASSWORD_LENGTH } from '@levita/contracts';
import { Button, Notice, PasswordField, Stack } from '@levita/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { passwordRuleParams } from '../../../utils/password-rule-params';
import { FormLinks, PublicFormCard } from './public-form-card';
import { requestErrorMessage } from '../utils/request-error';
import {
  resetPasswordProblems,
  type ResetPasswordProblem,
} from '../utils/reset-password-validation';

/** Part 2 §9: the success screen waits this long before going to /login. */
export const RESET_REDIRECT_DELAY_MS = 5000;

/** The link's token: /redefinir-senha/{token}, or /redefinir-senha?token=... from older mails. */
function useResetToken(): string {
  const { token } = useParams();
  const [searchParams] = useSearchParams();
  return token ?? searchParams.get('token') ?? '';
}

/** "field: message" lines of a 400 with an errors map (part 2 §5). */
function fieldErrorLines(error: unknown): string[] {
  if (!isApiError(error) || !error.errors) return [];
  return Object.entries(error.errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`);
}

/**
 * The link is unusable: the API's invalid_token code, or (an older API) a message that
 * mentions the token. Field errors are not that: they are shown as lines instead.
 */
function isInvalidLink(error: unknown): boolean {
  if (!isApiError(error) || fieldErrorLines(error).length > 0) return false;
  return error.error === 'invalid_token' || /token/i.test(error.message);
}

/** /redefinir-senha[/:token]: sets a new password with the token of a reset link. */
export function ResetPasswordPage() {
  const { t, i18n } = useTranslation('account');
  const token = useResetToken();
  const navigate = useNavigate();
  const reset = useResetPassword();
  // A used or expired link is said at once, not after the new password was typed twice. Only
  // the API's "invalid" counts: an unreachable check leaves the form, where the reset decides.
  const link = useResetLink(token, { enabled: token !== '' });
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [problems, setProblems] = useState<ResetPasswordProblem[]>([]);
  const senhaRef = useRef<HTMLInputElement>(null);
  const confirmacaoRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const problemText = (field: ResetPasswordProblem['field']) => {
    const problem = problems.find((candidate) => candidate.field === field);
    return problem ? t(`validation.${problem.code}`, { min: MIN_PASSWORD_LENGTH }) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = resetPasswordProblems({ senha, confirmacao, token });
    setProblems(found);
    const first = found[0];
    if (first) {
      reset.reset();
      if (first.field === 'senha') senhaRef.current?.focus();
      if (first.field === 'confirmacao') confirmacaoRef.current?.focus();
      return;
    }
    reset.mutate({ token, senha, confirmar_senha: confirmacao });
  };

  if (reset.isSuccess) {
    return (
      <PublicFormCard title={t('reset.successTitle')}>
        <Notice $tone="success" role="status">
          <p>{t('reset.success', { seconds: RESET_REDIRECT_DELAY_MS / 1000 })}</p>
        </Notice>
        <FormLinks>
          <Link to={paths.login.getHref()}>{t('reset.goToLogin')}</Link>
        </FormLinks>
      </PublicFormCard>
    );
  }

  if (
    (reset.isError && isInvalidLink(reset.error)) ||
    (link.isError && isInvalidLink(link.error))
  ) {
    return (
      <PublicFormCard title={t('reset.invalidTitle')}>
        <Notice $tone="danger" role="alert">
          <p>{t('reset.invalidMessage')}</p>
        </Notice>
        <FormLinks>
          <Link to={paths.recoverPassword.getHref()}>{t('reset.requestNewLink')}</Link>
          <Link to={paths.login.getHref()}>{t('reset.backToLogin')}</Link>
        </FormLinks>
      </PublicFormCard>
    );
  }

  const tokenProblem = problemText('token');
  const serverLines = reset.isError ? fieldErrorLines(reset.error) : [];

  return (
    <PublicFormCard title={t('reset.title')} intro={t('reset.intro')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <PasswordField
            ref={senhaRef}
            label={t('reset.newPassword')}
            name="senha"
            autoComplete="new-password"
            required
            hint={t('reset.newPasswordHint', passwordRuleParams)}
            value={senha}
            error={problemText('senha')}
            onChange={(event) => setSenha(event.target.value)}
          />
          <PasswordField
            ref={confirmacaoRef}
            label={t('reset.confirmPassword')}
            name="confirmar_senha"
            autoComplete="new-password"
            required
            value={confirmacao}
            error={problemText('confirmacao')}
            onChange={(event) => setConfirmacao(event.target.value)}
          />
          {tokenProblem ? (
            <Notice $tone="danger" role="alert">
              <p>{tokenProblem}</p>
              <p>
                <Link to={paths.recoverPassword.getHref()}>{t('reset.requestNewLink')}</Link>
              </p>
            </Notice>
          ) : null}
          {reset.isError && serverLines.length > 0 ? (
            <Notice $tone="danger" role="alert">
              <p>{t('reset.serverErrors')}</p>
              <ul>
                {serverLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Notice>
          ) : null}
          {reset.isError && serverLines.length === 0 ? (
            <Notice $tone="danger" role="alert">
              <p>{requestErrorMessage(reset.error, t('connectionError'), i18n.language)}</p>
            </Notice>
          ) : null}
          <Button type="submit" loading={reset.isPending}>
            {reset.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <FormLinks>
        <Link to={paths.login.getHref()}>{t('reset.backToLogin')}</Link>
      </FormLinks>
    </PublicFormCard>
  );
}
