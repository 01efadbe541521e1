import {
  type SaveScheduleRequest,
  type ScheduleDetail,
  type ServiceItemKind,
  serviceOrder,
} from '@levita/contracts';

/** A song of the schedule being built; its order is its place in the list (1..n). */
export interface DraftSong {
  musica_id: number;
  nome: string;
  artista: string;
  /** The song's own key in the repertoire. */
  tom: string | null;
  /** The key it is played in this time; null plays it in its own key. */
  tom_alterado: string | null;
  /** Its length in seconds, for the run sheet; null or absent when unknown. */
  duracao?: number | null;
}

/**
 * A part of the service besides the songs, placed after `apos_musicas` of the draft's songs
 * (docs/schedules.md "Service order"). `key` tells the rows apart while they are edited.
 */
export interface DraftItem {
  key: number;
  tipo: ServiceItemKind;
  titulo: string;
  /** As typed: a whole number of minutes once valid. */
  duracao_minutos: number;
  observacoes: string;
  responsavel_id: number | null;
  apos_musicas: number;
}

/** People the schedule needs in a function. */
export interface DraftSlot {
  funcao_id: number;
  quantidade: number;
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
  items: DraftItem[];
  slots: DraftSlot[];
}

export type ScheduleInfo = Omit<ScheduleDraft, 'songs' | 'members' | 'items' | 'slots'>;

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
    items: [],
    slots: [],
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
        duracao: song.musica.duracao,
      })),
    items: schedule.itens.map((item, index) => ({
      key: index + 1,
      tipo: item.tipo,
      titulo: item.titulo,
      duracao_minutos: item.duracao_minutos,
      observacoes: item.observacoes ?? '',
      responsavel_id: item.responsavel_id,
      // Its place in the service less the parts before it: the songs before it.
      apos_musicas: item.ordem - 1 - index,
    })),
    slots: schedule.vagas.map(({ funcao_id, quantidade }) => ({ funcao_id, quantidade })),
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
  | { type: 'addItem'; item: Omit<DraftItem, 'key' | 'apos_musicas'> }
  | { type: 'changeItem'; key: number; changes: Partial<Omit<DraftItem, 'key'>> }
  | { type: 'moveItem'; key: number; by: -1 | 1 }
  | { type: 'removeItem'; key: number }
  | { type: 'slots'; slots: DraftSlot[] }
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
    case 'removeSong': {
      const index = draft.songs.findIndex((song) => song.musica_id === action.musicaId);
      if (index < 0) return draft;
      return {
        ...draft,
        songs: draft.songs.filter((_, at) => at !== index),
        // Parts after the song stay after the song that was before it.
        items: draft.items.map((item) =>
          item.apos_musicas > index ? { ...item, apos_musicas: item.apos_musicas - 1 } : item,
        ),
      };
    }
    case 'addItem':
      return {
        ...draft,
        items: [
          ...draft.items,
          {
            ...action.item,
            key: Math.max(0, ...draft.items.map((item) => item.key)) + 1,
            apos_musicas: draft.songs.length,
          },
        ],
      };
    case 'changeItem':
      return {
        ...draft,
        items: draft.items.map((item) =>
          item.key === action.key ? { ...item, ...action.changes } : item,
        ),
      };
    case 'moveItem':
      return { ...draft, items: moveItem(draft, action.key, action.by) };
    case 'removeItem':
      return { ...draft, items: draft.items.filter((item) => item.key !== action.key) };
    case 'slots':
      return { ...draft, slots: action.slots };
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

/**
 * Moves a part one step in the service: past the song next to it (one song more or less
 * before it), or past the part next to it.
 */
function moveItem(draft: ScheduleDraft, key: number, by: -1 | 1): DraftItem[] {
  const order = draftServiceOrder(draft);
  const from = order.findIndex((entry) => entry.item?.key === key);
  const neighbour = order[from + by];
  if (from < 0 || !neighbour) return draft.items;
  const items = orderedItems(draft.items);
  const moving = items.find((item) => item.key === key)!;
  if (neighbour.song) {
    const moved = { ...moving, apos_musicas: moving.apos_musicas + by };
    return items.map((item) => (item === moving ? moved : item));
  }
  // Two parts between the same songs trade places.
  const at = items.indexOf(moving);
  const swapped = [...items];
  [swapped[at], swapped[at + by]] = [swapped[at + by]!, swapped[at]!];
  return swapped;
}

/** The parts by their place (the list keeps the order of parts between the same songs). */
const orderedItems = (items: readonly DraftItem[]) =>
  items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.apos_musicas - b.item.apos_musicas || a.index - b.index)
    .map(({ item }) => item);

/** The draft's songs and parts in the order of the service. */
export const draftServiceOrder = (draft: Pick<ScheduleDraft, 'songs' | 'items'>) =>
  serviceOrder(
    draft.songs,
    orderedItems(draft.items).map((item, index) => ({ ...item, ordem: index + 1 })),
  );

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
    ...placedLists(draft),
    vagas: draft.slots.map(({ funcao_id, quantidade }) => ({ funcao_id, quantidade })),
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

/** Songs and parts with their place in the service, counted together from 1. */
function placedLists(draft: ScheduleDraft) {
  const musicas_escaladas: NonNullable<SaveScheduleRequest['musicas_escaladas']> = [];
  const itens: NonNullable<SaveScheduleRequest['itens']> = [];
  draftServiceOrder(draft).forEach((entry, index) => {
    if (entry.song)
      musicas_escaladas.push({
        musica_id: entry.song.musica_id,
        ordem: index + 1,
        tom_alterado: entry.song.tom_alterado,
      });
    else
      itens.push({
        tipo: entry.item.tipo,
        titulo: entry.item.titulo.trim(),
        duracao_minutos: entry.item.duracao_minutos,
        observacoes: entry.item.observacoes.trim() || null,
        responsavel_id: entry.item.responsavel_id,
        ordem: index + 1,
      });
  });
  return { musicas_escaladas, itens };
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
