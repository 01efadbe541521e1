import { isApiError, useLogin, useRegister } from '@levita/api-client';
import {
  Button,
  PasswordField,
  PasswordStrength,
  PhoneField,
  Spinner,
  TextField,
} from '@levita/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/session-store';
import { failureMessage, validationMessage } from '../utils/auth-messages';
import { passwordRuleParams } from '../../../utils/password-rule-params';
import { AuthFooter, AuthForm, AuthLayout, AuthLink, ErrorBox, StatusBox } from './auth-layout';
import {
  firstRegistrationProblem,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
} from '../utils/registration-validation';
import { usePageTitle } from '../../../hooks/use-page-title';

const PasswordGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Part 1 §4 and §9: after a failed automatic login, /login follows after 3 s. */
export const MANUAL_LOGIN_REDIRECT_MS = 3000;

type Phase = 'editing' | 'signingIn' | 'manualLogin';

const emptyValues: RegistrationValues = {
  nome: '',
  email: '',
  telefone: '',
  senha: '',
  confirmarSenha: '',
};
const sentFields = ['nome', 'email', 'telefone', 'senha'] as const;

/** The server's messages for this form's fields (a 400 validation_error carries them). */
function serverFieldErrors(error: unknown): Partial<Record<RegistrationField, string>> {
  if (!isApiError(error) || !error.errors) return {};
  const placed: Partial<Record<RegistrationField, string>> = {};
  for (const field of sentFields) {
    const messages = error.errors[field];
    if (messages?.length) placed[field] = messages.join(' ');
  }
  return placed;
}

export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const navigate = useNavigate();
  const signIn = useSession((state) => state.signIn);
  const register = useRegister();
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState(emptyValues);
  const [problem, setProblem] = useState<RegistrationProblem | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [phase, setPhase] = useState<Phase>('editing');

  useEffect(() => {
    if (phase !== 'manualLogin') return;
    const timer = setTimeout(
      () => navigate(paths.login.getHref(), { replace: true }),
      MANUAL_LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const change = (field: RegistrationField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problem?.field === field) setProblem(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const found = firstRegistrationProblem(values);
    setProblem(found);
    if (found) {
      (formRef.current?.elements.namedItem(found.field) as HTMLElement | null)?.focus();
      return;
    }
    // confirmarSenha stays here: the server never sees it (part 1 §5).
    const { nome, email, telefone, senha } = values;
    try {
      await register.mutateAsync({ nome, email, telefone, senha });
    } catch (error) {
      setFailure({ error });
      return;
    }
    setPhase('signingIn');
    try {
      signIn(await login.mutateAsync({ email, senha }));
      navigate(paths.dashboard.getHref(), { replace: true });
    } catch {
      setPhase('manualLogin');
    }
  };

  const fieldsFromServer = failure ? serverFieldErrors(failure.error) : {};
  const placedAll =
    failure !== null &&
    isApiError(failure.error) &&
    Object.keys(fieldsFromServer).length > 0 &&
    Object.keys(failure.error.errors ?? {}).every((field) => field in fieldsFromServer);
  // With every server complaint under its field, the box keeps the short summary only.
  const failureText = failure
    ? placedAll && isApiError(failure.error)
      ? failure.error.message
      : failureMessage(failure.error, t, 'register.unknownError')
    : null;

  const mismatch = values.confirmarSenha !== '' && values.confirmarSenha !== values.senha;
  const errorOf = (field: RegistrationField) => {
    if (problem?.field === field) return validationMessage(problem.code, t);
    if (field === 'confirmarSenha' && mismatch) return validationMessage('passwords_dont_match', t);
    return fieldsFromServer[field];
  };
  const busy = register.isPending || phase !== 'editing';

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')}>
      <AuthForm ref={formRef} noValidate onSubmit={handleSubmit} aria-busy={busy || undefined}>
        {failureText ? <ErrorBox>{failureText}</ErrorBox> : null}
        {phase === 'signingIn' ? (
          <StatusBox>
            <Spinner size={18} decorative />
            {t('register.signingIn')}
          </StatusBox>
        ) : null}
        {phase === 'manualLogin' ? (
          <StatusBox tone="success">{t('register.manualLogin')}</StatusBox>
        ) : null}
        <fieldset disabled={busy}>
          <TextField
            label={t('register.name')}
            name="nome"
            autoComplete="name"
            required
            value={values.nome}
            onChange={(event) => change('nome')(event.target.value)}
            error={errorOf('nome')}
          />
          <TextField
            label={t('register.email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={values.email}
            onChange={(event) => change('email')(event.target.value)}
            error={errorOf('email')}
          />
          <PhoneField
            label={t('register.phone')}
            name="telefone"
            placeholder={t('register.phonePlaceholder')}
            required
            value={values.telefone}
            onValueChange={change('telefone')}
            error={errorOf('telefone')}
          />
          <PasswordGroup>
            <PasswordField
              label={t('register.password')}
              name="senha"
              autoComplete="new-password"
              required
              hint={t('register.passwordHint', passwordRuleParams)}
              value={values.senha}
              onChange={(event) => change('senha')(event.target.value)}
              error={errorOf('senha')}
            />
            <PasswordStrength password={values.senha} />
          </PasswordGroup>
          <PasswordField
            label={t('register.confirmPassword')}
            name="confirmarSenha"
            autoComplete="new-password"
            required
            value={values.confirmarSenha}
            onChange={(event) => change('confirmarSenha')(event.target.value)}
            error={errorOf('confirmarSenha')}
          />
          <Button type="submit" loading={register.isPending || phase === 'signingIn'}>
            {t('register.submit')}
          </Button>
        </fieldset>
      </AuthForm>
      <AuthFooter>
        {t('register.hasAccount')}{' '}
        <AuthLink to={paths.login.getHref()}>{t('register.loginLink')}</AuthLink>
      </AuthFooter>
    </AuthLayout>
  );
}
