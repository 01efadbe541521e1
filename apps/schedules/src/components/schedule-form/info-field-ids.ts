import { infoComplete, type ScheduleInfo } from '../../utils/schedule-draft';

/** The info inputs' ids: a refused step or save puts the focus on the first one missing. */
export const infoFieldIds = {
  titulo: 'schedule-titulo',
  data: 'schedule-data',
  horario: 'schedule-horario',
  local: 'schedule-local',
  responsavel: 'schedule-responsavel',
  observacoes: 'schedule-observacoes',
  publicada: 'schedule-publicada',
} as const;

/** Focuses the first of title, date and time left empty (nothing when all are there). */
export function focusFirstMissing(info: ScheduleInfo) {
  if (infoComplete(info)) return;
  const id =
    info.titulo.trim() === ''
      ? infoFieldIds.titulo
      : info.data === ''
        ? infoFieldIds.data
        : infoFieldIds.horario;
  document.getElementById(id)?.focus();
}
