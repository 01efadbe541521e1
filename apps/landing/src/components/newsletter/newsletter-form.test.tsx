import { demoRemoteProps } from '@levita/federation/testing';
import type { Locale } from '@levita/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LandingProvider } from '../../lib/landing-context';
import { NewsletterForm } from './newsletter-form';

// The mock API answers POST /newsletter on any origin's /api. Imported dynamically: the
// standalone harness (main.tsx) lazy-loads the test kit, so the module boundaries rule forbids
// a static import of it anywhere in the landing.
const { setupMockApiServer, TEST_API_BASE_URL } = await import('@levita/testing');
const api = setupMockApiServer();
const newsletterUrl = `${TEST_API_BASE_URL}/newsletter`;

/** Every request the form sent, as the server saw it. */
let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  api.server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
});
afterEach(() => api.server.events.removeAllListeners());

function renderForm(locale: Locale = 'pt-BR') {
  render(
    <LandingProvider props={demoRemoteProps({ locale, apiBaseUrl: TEST_API_BASE_URL })}>
      <NewsletterForm />
    </LandingProvider>,
  );
  const user = userEvent.setup();
  return {
    user,
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    name: screen.getByRole('textbox', {
      name: locale === 'pt-BR' ? 'Nome (opcional)' : 'Name (optional)',
    }),
    submit: screen.getByRole('button', { name: locale === 'pt-BR' ? 'Inscrever-se' : 'Subscribe' }),
  };
}

describe('newsletter form', () => {
  it('asks for the e-mail and sends nothing without it', async () => {
    const { user, email, submit } = renderForm();
    await user.click(submit);
    expect(await screen.findByText('Informe seu e-mail.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Informe seu e-mail.');
    expect(email).toHaveFocus();
    expect(requests).toEqual([]);
    expect(api.store.tables.newsletter).toEqual([]);
  });

  it('refuses an e-mail the browser finds invalid and sends nothing', async () => {
    const { user, email, submit } = renderForm();
    await user.type(email, 'ana@');
    // happy-dom applies the type="email" rule, as a browser does.
    expect((email as HTMLInputElement).validity.typeMismatch).toBe(true);
    await user.click(submit);
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(requests).toEqual([]);
    // Typing again clears the message.
    await user.type(email, 'example.com');
    expect(screen.queryByText('Informe um e-mail válido.')).not.toBeInTheDocument();
  });

  it('subscribes with the e-mail and the name, in the page language, then clears the form', async () => {
    const { user, email, name, submit } = renderForm();
    await user.type(email, ' ana.lima@example.com ');
    await user.type(name, 'Ana Lima');
    await user.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Inscrição feita! Você vai receber nossas novidades no seu e-mail.',
    );
    expect(email).toHaveValue('');
    expect(name).toHaveValue('');
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe(newsletterUrl);
    expect(request!.headers.get('accept-language')).toBe('pt-BR');
    expect(await request!.json()).toEqual({ email: 'ana.lima@example.com', nome: 'Ana Lima' });
    expect(api.store.tables.newsletter).toEqual([
      { email: 'ana.lima@example.com', nome: 'Ana Lima' },
    ]);
  });

  it('leaves out an empty name', async () => {
    const { user, email, submit } = renderForm();
    await user.type(email, 'ana.lima@example.com');
    await user.click(submit);
    await screen.findByRole('status');
    expect(await requests[0]!.json()).toEqual({ email: 'ana.lima@example.com' });
  });

  it("shows the server's message when it refuses", async () => {
    api.server.use(
      http.post(newsletterUrl, () =>
        HttpResponse.json({ message: 'Muitas tentativas. Aguarde um minuto.' }, { status: 400 }),
      ),
    );
    const { user, email, submit } = renderForm();
    await user.type(email, 'ana.lima@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde um minuto.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // The e-mail stays, to try again.
    expect(email).toHaveValue('ana.lima@example.com');
  });

  it('says so when the server cannot be reached', async () => {
    api.server.use(http.post(newsletterUrl, () => HttpResponse.error()));
    const { user, email, submit } = renderForm();
    await user.type(email, 'ana.lima@example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível fazer a inscrição. Tente novamente em instantes.',
    );
  });

  it('disables the button while sending', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    api.server.use(
      http.post(newsletterUrl, async () => {
        await answered;
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user, email, submit } = renderForm();
    await user.type(email, 'ana.lima@example.com');
    await user.click(submit);
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Enviando...');
    // A second submit (Enter in the field) sends nothing more.
    await user.type(email, '{Enter}');
    answer();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(submit).toHaveTextContent('Inscrever-se');
    expect(requests).toHaveLength(1);
  });

  describe('in English', () => {
    it('gives the field errors in English', async () => {
      const { user, email, submit } = renderForm('en-US');
      await user.click(submit);
      expect(await screen.findByText('Enter your e-mail.')).toBeInTheDocument();
      await user.type(email, 'ana@');
      await user.click(submit);
      expect(await screen.findByText('Enter a valid e-mail.')).toBeInTheDocument();
      expect(requests).toEqual([]);
    });

    it('subscribes in English', async () => {
      const { user, email, submit } = renderForm('en-US');
      await user.type(email, 'ana.lima@example.com');
      await user.click(submit);
      expect(await screen.findByRole('status')).toHaveTextContent(
        "You're subscribed! Our news will reach your inbox.",
      );
      expect(requests[0]!.headers.get('accept-language')).toBe('en-US');
    });

    it('reports a network failure in English', async () => {
      api.server.use(http.post(newsletterUrl, () => HttpResponse.error()));
      const { user, email, submit } = renderForm('en-US');
      await user.type(email, 'ana.lima@example.com');
      await user.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'We could not subscribe you. Please try again in a moment.',
      );
    });
  });
});
