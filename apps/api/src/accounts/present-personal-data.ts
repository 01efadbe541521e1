import { presenceAnswerOf, presentOwnSongKeys, type PersonalData } from '@levita/contracts';
import { userLocale } from '../i18n/messages';
import type { PersonalDataRepository } from '../repositories/personal-data-repository';

type Stored = NonNullable<Awaited<ReturnType<PersonalDataRepository['of']>>>;

/** The export's JSON (personalDataSchema) from what the repository read. */
export function presentPersonalData(stored: Stored, generatedAt: string): PersonalData {
  const { account, memberships, functions, absences, songKeys, places, plays } = stored;
  return {
    gerado_em: generatedAt,
    conta: {
      id: account.id,
      nome: account.nome,
      email: account.email,
      telefone: account.telefone,
      foto_url: account.foto_url,
      criada_em: account.created_at,
      atualizada_em: account.updated_at,
      // PostgreSQL answers a comparison as a boolean, SQLite as 0 or 1.
      tem_senha: Boolean(account.has_password),
      entra_com_google: Boolean(account.has_google),
      emails: {
        avisos_escala: account.avisos_escala === 1,
        lembretes: account.lembretes === 1,
        idioma: userLocale(account),
      },
      feed_calendario: account.feed_user_id !== null,
    },
    participacoes: memberships.map((member) => ({
      ministerio_id: member.ministry_id,
      ministerio: member.ministry_name,
      status: member.status,
      admin: member.admin === 1,
      proprietario: member.proprietario_id === account.id,
      desde: member.created_at,
      funcoes: functions
        .filter((fn) => fn.member_id === member.id)
        .map((fn) => ({ nome: fn.nome, principal: fn.principal === 1 })),
      indisponibilidades: absences
        .filter((absence) => absence.member_id === member.id)
        .map(({ data_inicio, data_fim, justificativa }) => ({
          data_inicio,
          data_fim,
          justificativa,
        })),
      tons: presentOwnSongKeys(songKeys.filter((key) => key.member_id === member.id)),
      preferencias: { limite_mensal: member.limite_mensal, junto_com: member.partner_name },
    })),
    escalas: places.map((place) => ({
      escala_id: place.schedule_id,
      ministerio_id: place.ministry_id,
      ministerio: place.ministry_name,
      titulo: place.titulo,
      data: place.data,
      horario: place.horario,
      local: place.local,
      funcoes: plays
        .filter((play) => play.schedule_member_id === place.id)
        .map((play) => ({ nome: play.funcao_nome, observacao: play.observacao })),
      resposta: presenceAnswerOf(place),
      confirmado_em: place.confirmado_em,
      recusado_em: place.recusado_em,
      motivo_recusa: place.motivo_recusa,
    })),
  };
}
