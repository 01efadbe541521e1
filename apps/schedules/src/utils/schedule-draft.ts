import type { SaveScheduleRequest, ScheduleDetail } from '@levita/contracts';

/** A song of the schedule being built; its order is its place in the list (1..n). */
export interface DraftSong {
  musica_id: number;
  nome: string;
  artista: string;
  /** The song's own key in the repertoire. */
  tom: string | null;
  /** The key it is played in this time; null plays it in its own key. */
  tom_alterado: string | null;
}

export interface DraftFunction {
  funcao_id: number;
  observacao: string | null;
}

export interface DraftMember {
  membro_id: number;
  nome: string;
  /**
   * The functions they play. Empty only for someone an older schedule holds without one (their
   * function was deleted from the ministry since): kept as they were, never made that way here.
   */
  funcoes: DraftFunction[];
}

/** What the form edits: the info fields as typed, and the two lists. */
export interface ScheduleDraft {
  titulo: string;
  /** 'yyyy-MM-dd' */
  data: string;
  /** 'HH:mm' */
  horario: string;
  local: string;
  observacoes: string;
  responsavel_id: number | null;
  publicada: boolean;
  songs: DraftSong[];
  members: DraftMember[];
}

export type ScheduleInfo = Omit<ScheduleDraft, 'songs' | 'members'>;

/** Part 2 §4 and §9: a new schedule starts today at 19:00, as a draft. */
export const DEFAULT_SCHEDULE_TIME = '19:00';

export function emptyDraft(today: string): ScheduleDraft {
  return {
    titulo: '',
    data: today,
    horario: DEFAULT_SCHEDULE_TIME,
    local: '',
    observacoes: '',
    responsavel_id: null,
    publicada: false,
    songs: [],
    members: [],
  };
}

/** The schedule as the edit screen starts from it. */
export function draftFromDetail(schedule: ScheduleDetail): ScheduleDraft {
  const observations = new Map(
    schedule.membros_escalados.map((entry) => [
      `${entry.membro_id}:${entry.funcao_id}`,
      entry.observacao,
    ]),
  );
  return {
    titulo: schedule.titulo,
    data: schedule.data.slice(0, 10),
    horario: schedule.horario,
    local: schedule.local ?? '',
    observacoes: schedule.observacoes ?? '',
    responsavel_id: schedule.responsavel_id,
    publicada: schedule.publicada,
    songs: [...schedule.musicas]
      .sort((a, b) => a.ordem - b.ordem)
      .map((song) => ({
        musica_id: song.musica_id,
        nome: song.nome,
        artista: song.artista,
        tom: song.tom,
        tom_alterado: song.tom_alterado,
      })),
    members: schedule.membros.map((member) => ({
      membro_id: member.membro_id,
      nome: member.membro.nome,
      funcoes: member.funcoes.flatMap((fn) =>
        fn.id === null
          ? []
          : [
              {
                funcao_id: fn.id,
                observacao: observations.get(`${member.membro_id}:${fn.id}`) ?? null,
              },
            ],
      ),
    })),
  };
}

export type DraftAction =
  | { type: 'info'; changes: Partial<ScheduleInfo> }
  | { type: 'addSong'; song: Omit<DraftSong, 'tom_alterado'> }
  | { type: 'moveSong'; musicaId: number; by: -1 | 1 }
  | { type: 'removeSong'; musicaId: number }
  | { type: 'songKey'; musicaId: number; key: string | null }
  | {
      type: 'toggleFunction';
      member: { membro_id: number; nome: string };
      funcaoId: number;
      /** The observation typed for the next function added; ignored when removing one. */
      observacao?: string;
    }
  | { type: 'removeMember'; membroId: number }
  | { type: 'removeMembers'; membroIds: readonly number[] }
  | { type: 'reset'; draft: ScheduleDraft };

/**
 * Every change the wizard and the edit screen make (part 2 §4): a new song goes last, in its
 * own key; moving or removing renumbers 1..n (the order is the list's); a member is on the
 * schedule while they play at least one function.
 */
export function draftReducer(draft: ScheduleDraft, action: DraftAction): ScheduleDraft {
  switch (action.type) {
    case 'info':
      return { ...draft, ...action.changes };
    case 'addSong':
      if (draft.songs.some((song) => song.musica_id === action.song.musica_id)) return draft;
      return {
        ...draft,
        songs: [...draft.songs, { ...action.song, tom_alterado: action.song.tom }],
      };
    case 'moveSong': {
      const from = draft.songs.findIndex((song) => song.musica_id === action.musicaId);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= draft.songs.length) return draft;
      const songs = [...draft.songs];
      [songs[from], songs[to]] = [songs[to]!, songs[from]!];
      return { ...draft, songs };
    }
    case 'removeSong':
      return { ...draft, songs: draft.songs.filter((song) => song.musica_id !== action.musicaId) };
    case 'songKey':
      return {
        ...draft,
        songs: draft.songs.map((song) =>
          song.musica_id === action.musicaId ? { ...song, tom_alterado: action.key } : song,
        ),
      };
    case 'toggleFunction':
      return { ...draft, members: toggleFunction(draft.members, action) };
    case 'removeMember':
      return { ...draft, members: draft.members.filter((m) => m.membro_id !== action.membroId) };
    case 'removeMembers':
      return {
        ...draft,
        members: draft.members.filter((member) => !action.membroIds.includes(member.membro_id)),
      };
    case 'reset':
      return action.draft;
  }
}

function toggleFunction(
  members: DraftMember[],
  { member, funcaoId, observacao }: Extract<DraftAction, { type: 'toggleFunction' }>,
): DraftMember[] {
  const current = members.find((entry) => entry.membro_id === member.membro_id);
  if (!current) {
    const added = { funcao_id: funcaoId, observacao: observacao?.trim() || null };
    return [...members, { ...member, funcoes: [added] }];
  }
  const plays = current.funcoes.some((fn) => fn.funcao_id === funcaoId);
  const funcoes = plays
    ? current.funcoes.filter((fn) => fn.funcao_id !== funcaoId)
    : [...current.funcoes, { funcao_id: funcaoId, observacao: observacao?.trim() || null }];
  if (funcoes.length === 0) return members.filter((entry) => entry !== current);
  return members.map((entry) => (entry === current ? { ...entry, funcoes } : entry));
}

/** The info the first step needs before the songs (part 2 §4): title, date and time. */
export const infoComplete = (draft: ScheduleInfo) =>
  draft.titulo.trim() !== '' && draft.data !== '' && draft.horario !== '';

/**
 * The body of POST /escalas and PUT /escalas/{id} (part 2 §5): `data` is the date, "T" and
 * the time with seconds; location and notes trimmed and left out when empty; the songs in
 * their order 1..n; one entry per member and function. A save never finishes a schedule.
 */
export function toSaveRequest(draft: ScheduleDraft, ministryId: number): SaveScheduleRequest {
  const time = draft.horario.length === 5 ? `${draft.horario}:00` : draft.horario;
  const local = draft.local.trim();
  const observacoes = draft.observacoes.trim();
  return {
    ministerio_id: ministryId,
    titulo: draft.titulo.trim(),
    data: `${draft.data}T${time}`,
    horario: draft.horario,
    ...(local ? { local } : {}),
    ...(observacoes ? { observacoes } : {}),
    publicada: draft.publicada,
    finalizada: false,
    responsavel_id: draft.responsavel_id,
    musicas_escaladas: draft.songs.map((song, index) => ({
      musica_id: song.musica_id,
      ordem: index + 1,
      tom_alterado: song.tom_alterado,
    })),
    membros_escalados: draft.members.flatMap((member) =>
      member.funcoes.length === 0
        ? [{ membro_id: member.membro_id, funcao_id: null, observacao: null }]
        : member.funcoes.map(
            (fn): { membro_id: number; funcao_id: number | null; observacao: string | null } => ({
              membro_id: member.membro_id,
              funcao_id: fn.funcao_id,
              observacao: fn.observacao,
            }),
          ),
    ),
  };
}

/** Plain data (texts, numbers, lists, records) compared by value, whatever the key order. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Whether the user changed anything since `start` (the empty wizard, or the schedule as it
 * was loaded): what decides if leaving the page asks first. Undoing an edit makes it
 * unchanged again.
 */
export function draftChanged(start: ScheduleDraft, current: ScheduleDraft): boolean {
  return !sameData(start, current);
}
