import type { SaveScheduleRequest } from '@levita/contracts';

/** The info fields a server error may name, as the shared `schedules:fields.*` texts call them. */
export type InfoField =
  'titulo' | 'data' | 'horario' | 'local' | 'observacoes' | 'responsavel' | 'publicada';

/** What one line of "Erro na validação dos dados:" is about. */
export type ValidationSubject =
  | { kind: 'field'; field: InfoField }
  /** A song of the list: its place (1..n) and its name when the draft knows it. */
  | { kind: 'song'; position: number; name: string | null }
  | { kind: 'member'; name: string | null; functionName: string | null }
  | { kind: 'songs' }
  | { kind: 'members' }
  | { kind: 'other'; key: string };

export interface ValidationLine {
  subject: ValidationSubject;
  messages: readonly string[];
}

/** Names for the ids a request holds, from the draft and the ministry's members. */
export interface ValidationNames {
  song: (musicaId: number) => string | undefined;
  member: (membroId: number) => string | undefined;
  memberFunction: (membroId: number, funcaoId: number) => string | undefined;
}

const infoFields: Readonly<Record<string, InfoField>> = {
  titulo: 'titulo',
  data: 'data',
  horario: 'horario',
  local: 'local',
  observacoes: 'observacoes',
  responsavel_id: 'responsavel',
  publicada: 'publicada',
};

/**
 * The API's `errors` map (keys like the body: `titulo`, `musicas_escaladas.2.musica_id`,
 * `membros_escalados.0.funcao_id`, docs/schedules.md) as lines a person can act on (part 2
 * §8): an index points into the request that was sent, so a line names that song or member
 * instead of a position in a list nobody sees.
 */
export function validationLinesOf(
  errors: Readonly<Record<string, readonly string[]>>,
  request: SaveScheduleRequest,
  names: ValidationNames,
): ValidationLine[] {
  return Object.entries(errors)
    .filter(([, messages]) => messages.length > 0)
    .map(([key, messages]) => ({ subject: subjectOf(key, request, names), messages }));
}

function subjectOf(
  key: string,
  request: SaveScheduleRequest,
  names: ValidationNames,
): ValidationSubject {
  const [list = '', index] = key.split('.');
  const field = Object.hasOwn(infoFields, list) ? infoFields[list] : undefined;
  if (field && index === undefined) return { kind: 'field', field };
  const position = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;

  if (list === 'musicas_escaladas') {
    if (position === null) return { kind: 'songs' };
    const entry = request.musicas_escaladas?.[position];
    const name = entry ? names.song(Number(entry.musica_id)) : undefined;
    return { kind: 'song', position: position + 1, name: name ?? null };
  }
  if (list === 'membros_escalados') {
    if (position === null) return { kind: 'members' };
    const entry = request.membros_escalados?.[position];
    if (!entry) return { kind: 'member', name: null, functionName: null };
    const membroId = Number(entry.membro_id);
    const funcaoId =
      entry.funcao_id === null || entry.funcao_id === undefined ? null : Number(entry.funcao_id);
    return {
      kind: 'member',
      name: names.member(membroId) ?? null,
      functionName: funcaoId === null ? null : (names.memberFunction(membroId, funcaoId) ?? null),
    };
  }
  return { kind: 'other', key };
}
