import {
  fillPlaceholders,
  type MailTopic,
  type ScheduleMailKey,
  scheduleMailTexts,
} from '@levita/contracts';
import { escapeHtml } from '../html/escape-html';
import type { ServerLocale } from '../i18n/messages';
import type { PartChange } from '../notifications/plan-schedule-notices';
import type { MailMessage } from './mailer';

export type ScheduleMailKind =
  'escala_publicada' | 'escala_alterada' | 'escala_cancelada' | 'lembrete';

/** Everything a schedule e-mail says, gathered by the sender when the job runs. */
export interface ScheduleMailContent {
  kind: ScheduleMailKind;
  locale: ServerLocale;
  to: string;
  nome: string;
  ministerio: string;
  titulo: string;
  data: string;
  horario: string;
  local: string | null;
  /** The recipient's functions (none for a removal or a cancellation). */
  functions: string[];
  /** In order, each with the key the team plays it in. */
  songs: { nome: string; artista: string | null; tom: string | null }[];
  change?: PartChange;
  /** The schedule's page, where the answer is given; absent when it is gone. */
  link?: string;
  /** One-tap answer links signed for the recipient; absent when answers are closed. */
  answer?: { yes: string; no: string };
  unsubscribe: { topic: MailTopic; link: string };
}

const topicOf: Record<ScheduleMailKind, MailTopic> = {
  escala_publicada: 'avisos_escala',
  escala_alterada: 'avisos_escala',
  escala_cancelada: 'avisos_escala',
  lembrete: 'lembretes',
};
export const mailTopicOf = (kind: ScheduleMailKind) => topicOf[kind];

const subjects: Record<ScheduleMailKind, ScheduleMailKey> = {
  escala_publicada: 'published_subject',
  escala_alterada: 'changed_subject',
  escala_cancelada: 'cancelled_subject',
  lembrete: 'reminder_subject',
};
const intros: Record<ScheduleMailKind, ScheduleMailKey> = {
  escala_publicada: 'published_intro',
  escala_alterada: 'changed_intro',
  escala_cancelada: 'cancelled_intro',
  lembrete: 'reminder_intro',
};

/** 'domingo, 22 de novembro de 2026' / 'Sunday, November 22, 2026': a date with no zone. */
export function spokenDate(date: string, locale: ServerLocale): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year!, month! - 1, day!));
}

/**
 * A schedule e-mail in the recipient's language, as plain text and HTML with the same
 * content: what happened, when and where, their functions, the songs with keys, the link to
 * answer, and the link that turns this kind of e-mail off (also sent as List-Unsubscribe).
 */
export function scheduleMail(content: ScheduleMailContent): MailMessage {
  const texts = scheduleMailTexts[content.locale];
  const t = (key: ScheduleMailKey, params: Record<string, string> = {}) =>
    fillPlaceholders(texts[key], params);
  const names = { titulo: content.titulo, ministerio: content.ministerio };
  const when = `${spokenDate(content.data, content.locale)}, ${content.horario}`;

  const intro = t(intros[content.kind], { ...names, quando: when });
  const changes = changeLines(content.change, t, content.locale);
  const cancelled = content.kind === 'escala_cancelada' || content.change?.removed;

  const details: [string, string][] = cancelled
    ? []
    : [
        [t('date'), spokenDate(content.data, content.locale)],
        [t('time'), content.horario],
        ...(content.local ? [[t('place'), content.local] as [string, string]] : []),
        ...(content.functions.length
          ? [[t('functions'), content.functions.join(', ')] as [string, string]]
          : []),
      ];
  const songs = cancelled
    ? []
    : content.songs.map(
        (song) =>
          `${song.nome}${song.artista ? ` (${song.artista})` : ''}${
            song.tom ? ` · ${t('song_key', { tom: song.tom })}` : ''
          }`,
      );
  const linkLabel = t(content.kind === 'escala_cancelada' ? 'open_link' : 'answer_link');
  const unsubscribeLabel = t(`unsubscribe_${content.unsubscribe.topic}`);

  const text = [
    t('greeting', { nome: content.nome }),
    '',
    intro,
    ...changes.map((line) => `- ${line}`),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    ...(cancelled
      ? []
      : [
          '',
          `${t('songs')}:`,
          ...(songs.length ? songs.map((song, index) => `${index + 1}. ${song}`) : [t('no_songs')]),
        ]),
    ...(content.answer && !cancelled
      ? [
          '',
          t('answer_prompt'),
          `${t('answer_yes')}: ${content.answer.yes}`,
          `${t('answer_no')}: ${content.answer.no}`,
        ]
      : []),
    ...(content.link && !cancelled ? ['', `${linkLabel}: ${content.link}`] : []),
    '',
    '--',
    t('footer'),
    `${unsubscribeLabel}: ${content.unsubscribe.link}`,
    t('settings_hint'),
  ].join('\n');

  const html = [
    `<p>${escapeHtml(t('greeting', { nome: content.nome }))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    changes.length
      ? `<ul>${changes.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : '',
    details.length
      ? `<table>${details
          .map(
            ([label, value]) =>
              `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    cancelled
      ? ''
      : `<p><strong>${escapeHtml(t('songs'))}</strong></p>${
          songs.length
            ? `<ol>${songs.map((song) => `<li>${escapeHtml(song)}</li>`).join('')}</ol>`
            : `<p>${escapeHtml(t('no_songs'))}</p>`
        }`,
    content.answer && !cancelled ? answerButtons(content.answer, t) : '',
    content.link && !cancelled
      ? `<p><a href="${escapeHtml(content.link)}">${escapeHtml(linkLabel)}</a></p>`
      : '',
    `<hr><p><small>${escapeHtml(t('footer'))} <a href="${escapeHtml(
      content.unsubscribe.link,
    )}">${escapeHtml(unsubscribeLabel)}</a>. ${escapeHtml(t('settings_hint'))}</small></p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return {
    to: content.to,
    subject: t(subjects[content.kind], names),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${content.unsubscribe.link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Você vai?" with its two links drawn as buttons (mail clients keep inline styles only). */
function answerButtons(
  answer: { yes: string; no: string },
  t: (key: ScheduleMailKey) => string,
): string {
  const button = (href: string, label: string, colour: string) =>
    `<a href="${escapeHtml(href)}" style="display: inline-block; padding: 10px 18px; margin: 4px 8px 4px 0; border-radius: 6px; background: ${colour}; color: #ffffff; text-decoration: none; font-weight: bold">${escapeHtml(label)}</a>`;
  return `<p><strong>${escapeHtml(t('answer_prompt'))}</strong><br>${button(
    answer.yes,
    t('answer_yes'),
    '#1e7d4f',
  )}${button(answer.no, t('answer_no'), '#9b2c2c')}</p>`;
}

function changeLines(
  change: PartChange | undefined,
  t: (key: ScheduleMailKey, params?: Record<string, string>) => string,
  locale: ServerLocale,
): string[] {
  if (!change) return [];
  const lines: string[] = [];
  if (change.added) lines.push(t('change_added'));
  if (change.removed) lines.push(t('change_removed'));
  if (change.previous_functions)
    lines.push(t('change_functions', { antes: change.previous_functions.join(', ') || '—' }));
  if (change.moved_from)
    lines.push(
      t('change_moved', {
        antes: `${spokenDate(change.moved_from.data, locale)}, ${change.moved_from.horario}`,
      }),
    );
  return lines;
}
