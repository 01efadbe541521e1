import { useLogin } from '@levita/api-client';
import { loginRequestSchema, type LoginRequest } from '@levita/contracts';
import { Button, Checkbox, PasswordField, Spinner, TextField } from '@levita/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { RETURN_PARAM, returnPathOf } from '../../../lib/session/return-to';
import { SessionEndedNotice } from '../../../lib/session/session-ended-notice';
import { rememberedEmail, saveRememberedEmail } from '../../../lib/session/session-storage';
import { useSession } from '../../../lib/session/session-store';
import {
  failureMessage,
  googleErrorOf,
  googleErrorParam,
  isValidationCode,
  validationMessage,
  type ValidationCode,
} from '../utils/auth-messages';
import {
  AuthFooter,
  AuthForm,
  AuthLayout,
  AuthLink,
  AuthRow,
  ErrorBox,
  OrDivider,
  StatusBox,
} from './auth-layout';
import { GoogleSignInButton } from './google-sign-in-button';
import { useGoogleSignIn, type GoogleSignInProblem } from '../hooks/use-google-sign-in';
import { usePageTitle } from '../../../hooks/use-page-title';

type LoginField = keyof LoginRequest;
type FieldProblems = Partial<Record<LoginField, ValidationCode>>;

/** What the red box says, kept as its cause so it follows a language change. */
type Failure = { kind: 'login'; error: unknown } | { kind: 'google'; problem: GoogleSignInProblem };

/** Part 1 §5: both fields required, the e-mail well formed (the contract's own rules). */
function loginProblems(values: LoginRequest): FieldProblems {
  const parsed = loginRequestSchema.safeParse(values);
  const problems: FieldProblems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as LoginField;
    problems[field] ??= isValidationCode(issue.message) ? issue.message : 'required';
  }
  return problems;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const signIn = useSession((state) => state.signIn);
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);

  const [initialEmail] = useState(rememberedEmail);
  const [remember, setRemember] = useState(initialEmail !== null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<Failure | null>(() => {
    const problem = googleErrorOf(searchParams);
    return problem ? { kind: 'google', problem } : null;
  });
  const google = useGoogleSignIn((problem) => setFailure({ kind: 'google', problem }));

  // A deleted account has no page to come back to (a call refused while the deletion
  // completed may have sent the page here with one).
  const deleted = useSession((state) => state.endedBecause === 'deleted');
  useEffect(() => {
    if (!deleted || !searchParams.has(RETURN_PARAM)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(RETURN_PARAM);
    setSearchParams(rest, { replace: true });
  }, [deleted, searchParams, setSearchParams]);

  // The Google failure is shown once: a reload or a shared link does not repeat it.
  useEffect(() => {
    if (!searchParams.has(googleErrorParam)) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete(googleErrorParam);
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      email: String(form.get('email') ?? ''),
      senha: String(form.get('senha') ?? ''),
    };
    const found = loginProblems(values);
    setProblems(found);
    setFailure(null);
    const firstInvalid = (['email', 'senha'] as const).find((field) => found[field]);
    if (firstInvalid) {
      (formRef.current?.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    try {
      const session = await login.mutateAsync(values);
      saveRememberedEmail(remember ? values.email.trim() : null);
      signIn(session);
      // Back to the page a link asked for before the sign-in (a schedule shared in WhatsApp).
      navigate(returnPathOf(searchParams.toString()) ?? paths.dashboard.getHref(), {
        replace: true,
      });
    } catch (error) {
      setFailure({ kind: 'login', error });
    }
  };

  const failureText =
    failure?.kind === 'login'
      ? failureMessage(failure.error, t, 'login.unknownError')
      : failure?.kind === 'google'
        ? failure.problem === 'connection'
          ? t('connectionError')
          : t(`google.errors.${failure.problem}`)
        : null;
  const busy = login.isPending || google.checking;
  const problemText = (field: LoginField) => {
    const code = problems[field];
    return code ? validationMessage(code, t) : undefined;
  };

  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <SessionEndedNotice />
      <AuthForm ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={busy || undefined}>
        {failureText ? <ErrorBox>{failureText}</ErrorBox> : null}
        {login.isPending ? (
          <StatusBox>
            <Spinner size={18} decorative />
            {t('login.processing')}
          </StatusBox>
        ) : null}
        <fieldset disabled={busy}>
          <TextField
            label={t('login.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            defaultValue={initialEmail ?? ''}
            error={problemText('email')}
          />
          <PasswordField
            label={t('login.password')}
            name="senha"
            autoComplete="current-password"
            required
            error={problemText('senha')}
          />
          <AuthRow>
            <Checkbox
              label={t('login.rememberMe')}
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            <AuthLink to={paths.recoverPassword.getHref()}>{t('login.forgotPassword')}</AuthLink>
          </AuthRow>
          <Button type="submit" loading={login.isPending}>
            {t('login.submit')}
          </Button>
        </fieldset>
      </AuthForm>
      <OrDivider label={t('login.or')} />
      <GoogleSignInButton
        checking={google.checking}
        disabled={login.isPending}
        onClick={() => void google.start()}
      />
      <AuthFooter>
        {t('login.noAccount')}{' '}
        <AuthLink to={paths.register.getHref()}>{t('login.registerLink')}</AuthLink>
      </AuthFooter>
    </AuthLayout>
  );
}
