import {
  roundedPercentage,
  type ParticipationReport,
  type ReportPeriod,
  type SongsReport,
} from '@levita/contracts';
import type { ReportsRepository } from '../repositories/reports-repository';

type Participation = Awaited<ReturnType<ReportsRepository['participation']>>;
type SongUsage = Awaited<ReturnType<ReportsRepository['songs']>>;

/** Who served in the period, with shares of the schedules counted (part 2 §3 Reports). */
export function presentParticipationReport(
  periodo: ReportPeriod,
  report: Participation,
): ParticipationReport {
  return {
    periodo,
    total_escalas: report.total,
    membros: report.members.map((member) => ({
      membro_id: member.id,
      nome: member.nome,
      ex_integrante: member.formerMember,
      total_participacoes: member.total,
      participacoes_confirmadas: member.confirmed,
      participacoes_recusadas: member.declined,
      porcentagem_participacao: roundedPercentage(member.total, report.total),
      funcoes: Object.fromEntries(member.functions.map((fn) => [fn.nome, fn.total])),
    })),
    funcoes: report.functions.map((fn) => ({
      nome: fn.nome,
      total_participacoes: fn.total,
      participacoes_confirmadas: fn.confirmed,
      participacoes_recusadas: fn.declined,
      porcentagem_confirmacao: roundedPercentage(fn.confirmed, fn.total),
    })),
  };
}

/** The most played songs of the period, each with the schedules and keys it was played in. */
export function presentSongsReport(periodo: ReportPeriod, report: SongUsage): SongsReport {
  return {
    periodo,
    total_escalas: report.total,
    musicas: report.songs.map((song) => ({
      id: song.id,
      nome: song.nome,
      artista: song.artista,
      contagem: song.total,
      tom_original: song.tom,
      escalas: song.schedules.map((schedule) => ({
        id: schedule.id,
        // As schedule lists give it: a local date-time the web reads without shifting it.
        data: `${schedule.data}T${schedule.horario}:00`,
        titulo: schedule.titulo,
        tom_usado: schedule.tom_usado,
      })),
    })),
  };
}
