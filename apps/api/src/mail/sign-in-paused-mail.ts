import { escapeHtml } from '../html/escape-html';
import type { MailMessage } from './mailer';

// The owner may read either language, and the request that set this off came from whoever
// was guessing, so its Accept-Language says nothing about them: the mail carries both.
const paragraphs = (nome: string, minutes: number) => [
  `Olá, ${nome}!`,
  `Alguém errou a senha da sua conta no Levita muitas vezes seguidas. Por ${minutes} minutos, ` +
    'quem errou não pode mais tentar; você continua entrando normalmente com a sua senha.',
  'Se não foi você, troque a senha no seu perfil ou pela opção "Esqueci minha senha".',
  '—',
  `Hello, ${nome}!`,
  `Someone entered a wrong password for your Levita account many times in a row. For ${minutes} ` +
    'minutes, whoever got it wrong cannot try again; you can still sign in with your password.',
  'If it was not you, change your password in your profile or with "Forgot my password".',
];

/** Tells the owner that sign-in attempts on their account were paused. */
export function signInPausedMail(options: {
  to: string;
  nome: string;
  minutes: number;
}): MailMessage {
  const lines = paragraphs(options.nome, options.minutes);
  return {
    to: options.to,
    subject: 'Levita: tentativas de entrar na sua conta / sign-in attempts on your account',
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
  };
}
