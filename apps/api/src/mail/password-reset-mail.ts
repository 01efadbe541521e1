import type { ServerLocale } from '../i18n/messages';
import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from './mailer';

const texts = {
  'pt-BR': {
    subject: 'Levita: redefinição de senha',
    greeting: (nome: string) => `Olá, ${nome}!`,
    body: 'Recebemos um pedido para redefinir a senha da sua conta no Levita. Para escolher uma nova senha, abra o link abaixo:',
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.',
    button: 'Redefinir senha',
  },
  'en-US': {
    subject: 'Levita: password reset',
    greeting: (nome: string) => `Hello, ${nome}!`,
    body: 'We received a request to reset the password of your Levita account. To choose a new password, open the link below:',
    expiry: 'The link is valid for 1 hour and can be used only once.',
    ignore: 'If you did not ask for a reset, ignore this e-mail: your password stays the same.',
    button: 'Reset password',
  },
} satisfies Record<ServerLocale, unknown>;

export function passwordResetMail(options: {
  to: string;
  nome: string;
  link: string;
  locale: ServerLocale;
}): MailMessage {
  const t = texts[options.locale];
  const greeting = t.greeting(options.nome);
  const text = [greeting, '', t.body, '', options.link, '', t.expiry, t.ignore].join('\n');
  const link = escapeHtml(options.link);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${link}">${escapeHtml(t.button)}</a></p>`,
    `<p>${link}</p>`,
    `<p>${escapeHtml(t.expiry)}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { to: options.to, subject: t.subject, text, html };
}
