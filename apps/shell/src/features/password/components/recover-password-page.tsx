import { useRequestPasswordRecovery } from '@levita/api-client';
import { Button, Notice, Stack, TextField } from '@levita/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '@levita/i18n';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { FormLinks, PublicFormCard } from './public-form-card';
import { requestErrorMessage } from '../utils/request-error';

/** /recuperar-senha: asks the API to e-mail a reset link (part 2 §2). */
export function RecoverPasswordPage() {
  const { t, i18n } = useTranslation('account');
  const recovery = useRequestPasswordRecovery();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) {
      setEmailError(t('validation.email_required'));
      emailRef.current?.focus();
      return;
    }
    setEmailError(null);
    recovery.mutate({ email });
  };

  const backToLogin = (
    <FormLinks>
      <Link to={paths.login.getHref()}>{t('recover.backToLogin')}</Link>
    </FormLinks>
  );

  if (recovery.isSuccess) {
    return (
      <PublicFormCard title={t('recover.successTitle')}>
        <Notice $tone="success" role="status">
          <p>{t('recover.success')}</p>
        </Notice>
        {backToLogin}
      </PublicFormCard>
    );
  }

  return (
    <PublicFormCard title={t('recover.title')} intro={t('recover.intro')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <TextField
            ref={emailRef}
            label={t('recover.email')}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          {recovery.isError ? (
            <Notice $tone="danger" role="alert">
              <p>{requestErrorMessage(recovery.error, t('connectionError'), i18n.language)}</p>
            </Notice>
          ) : null}
          <Button type="submit" loading={recovery.isPending}>
            {recovery.isPending ? t('recover.sending') : t('recover.submit')}
          </Button>
        </Stack>
      </form>
      {backToLogin}
    </PublicFormCard>
  );
}
