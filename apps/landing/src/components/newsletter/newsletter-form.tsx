import { type FormEvent, useId, useRef, useState } from 'react';
import { useRemote, useText } from '../../lib/landing-context';
import { subscribeToNewsletter } from './subscribe';

type Status =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'done' } | { kind: 'failed'; message: string };

type FieldError = 'required' | 'invalid' | null;

/** Part 1 §5: e-mail required and valid, name optional. */
export function checkEmail(input: HTMLInputElement): FieldError {
  if (input.value.trim() === '') return 'required';
  // The browser's own e-mail rule (type="email"), the one the field shows anyway.
  return input.validity.typeMismatch ? 'invalid' : null;
}

/** The footer's newsletter sign-up (part 1 §3, §5, §8). */
export function NewsletterForm() {
  const t = useText();
  const { apiBaseUrl, locale } = useRemote();
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [nome, setNome] = useState('');
  const [fieldError, setFieldError] = useState<FieldError>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = emailRef.current;
    if (!input || status.kind === 'sending') return;
    const error = checkEmail(input);
    setFieldError(error);
    if (error) {
      setStatus({ kind: 'idle' });
      input.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const name = nome.trim();
    const result = await subscribeToNewsletter(apiBaseUrl, locale, {
      email: email.trim(),
      ...(name && { nome: name }),
    });
    if (result.ok) {
      setStatus({ kind: 'done' });
      setEmail('');
      setNome('');
    } else {
      setStatus({ kind: 'failed', message: result.message ?? t('newsletter.errors.failed') });
    }
  };

  const errorId = `${ids}-email-error`;
  return (
    <form className="lv-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 id={`${ids}-title`} style={{ fontSize: '1.25rem' }}>
        {t('newsletter.title')}
      </h2>
      <p style={{ margin: 0 }}>{t('newsletter.text')}</p>
      <div className="lv-field">
        <label htmlFor={`${ids}-email`}>{t('newsletter.email')}</label>
        <input
          ref={emailRef}
          id={`${ids}-email`}
          className="lv-input"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(null);
          }}
        />
        {fieldError && (
          <p id={errorId} className="lv-field-error">
            {t(`newsletter.errors.${fieldError}`)}
          </p>
        )}
      </div>
      <div className="lv-field">
        <label htmlFor={`${ids}-name`}>{t('newsletter.name')}</label>
        <input
          id={`${ids}-name`}
          className="lv-input"
          type="text"
          autoComplete="name"
          maxLength={120}
          value={nome}
          onChange={(event) => setNome(event.target.value)}
        />
      </div>
      <button
        type="submit"
        className="lv-button lv-button-primary"
        disabled={status.kind === 'sending'}
      >
        {status.kind === 'sending' ? t('newsletter.submitting') : t('newsletter.submit')}
      </button>
      <div aria-live="polite">
        {status.kind === 'done' && (
          <p className="lv-notice lv-notice-success" role="status">
            {t('newsletter.success')}
          </p>
        )}
        {status.kind === 'failed' && (
          <p className="lv-notice lv-notice-error" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </form>
  );
}
