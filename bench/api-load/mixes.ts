/**
 * What each virtual user repeats, without pause, until the run ends; an action's weight is
 * its share of the user's calls.
 *
 * - team: a team's week of reading: song list and search, the ministry home's four calls, a
 *   schedule's detail, confirming presence; admins also create and edit songs. The same mix
 *   bench:load has always run, so its figures compare with earlier runs.
 * - writers: the same, plus a person opening the app (the ministry on a new connection) and
 *   the writes of a busy Sunday: members decline, report
 *   unavailability and now and then sign in again; admins save their schedules (the owner
 *   comes on or off, a song's key changes: one e-mail each), publish and delete schedules in
 *   the far future (an e-mail to each person on them) and sign new people up. Sign-ins and
 *   sign-ups hash a password (argon2): about one call in sixty.
 */
import { homeEndpoints } from '../api-songs/home';
import { PASSWORD, type Person, pick, type Seeded, words } from './seed';
import type { Recorder } from './stats';

export const mixNames = ['team', 'writers'] as const;
export type MixName = (typeof mixNames)[number];

const terms = ['adoracao', 'santo', 'deus', 'gra', 'rei', 'cruz', 'amor', 'xyz'];
const keys = ['C', 'D', 'G', 'A'];

interface ScheduleDetail {
  titulo: string;
  data: string;
  horario: string;
  local: string | null;
  observacoes: string | null;
  musicas_escaladas: { musica_id: number; ordem: number; tom_alterado: string | null }[];
  membros_escalados: { membro_id: number; funcao_id: number | null; observacao: string | null }[];
}

type Action = [weight: number, run: () => Promise<unknown>];

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** A day of `year`, far from the schedules the home shows and from each other's writes. */
const dayOf = (year: number) =>
  isoDate(
    new Date(Date.UTC(year, Math.floor(Math.random() * 12), 1 + Math.floor(Math.random() * 28))),
  );

/** The label of the sign-ins before a run, all at the same moment (run.ts reports them apart). */
export const SIGN_IN_BURST = 'POST /api/login (everyone at the start)';

interface UserOptions {
  mix: MixName;
  base: string;
  seeded: Seeded;
  person: Person;
  recorder: Recorder;
}

/**
 * One member's session: signs in (timed as SIGN_IN_BURST) and answers what repeats the mix
 * until a given time; undefined when the sign-in failed (counted as such).
 */
export async function virtualUser(options: UserOptions) {
  const { mix, base, seeded, person } = options;
  const { timed } = options.recorder;
  const signIn = (label: string) =>
    timed<{ access_token: string }>(base, label, 'POST', '/api/login', undefined, {
      email: person.email,
      senha: PASSWORD,
    });
  const session = await signIn(SIGN_IN_BURST);
  if (!session) return undefined;
  const token = session.access_token;
  const call = <T>(label: string, method: string, path: string, body?: unknown) =>
    timed<T>(base, label, method, path, token, body);
  const { ministryId } = seeded;
  const mine: number[] = [];
  const songsWritten: number[] = [];

  const actions: Action[] = [
    [
      5,
      () =>
        call(
          'GET /api/musicas (list)',
          'GET',
          `/api/musicas?ministerio_id=${ministryId}&pagina=${1 + Math.floor(Math.random() * 5)}`,
        ),
    ],
    [
      3,
      () =>
        call(
          'GET /api/musicas/busca',
          'GET',
          `/api/musicas/busca?ministerio_id=${ministryId}&termo=${pick(terms)}`,
        ),
    ],
    ...homeEndpoints(ministryId).map(([, label, path]): Action => [
      2,
      async () => {
        const answer = await call<{ escalas?: { id: number }[] }>(label, 'GET', path);
        if (label.startsWith('GET /api/minhas-escalas'))
          for (const schedule of answer?.escalas ?? [])
            if (!mine.includes(schedule.id)) mine.push(schedule.id);
      },
    ]),
    [
      2,
      async () => mine.length && call('GET /api/escalas/:id', 'GET', `/api/escalas/${pick(mine)}`),
    ],
    [
      1,
      async () =>
        mine.length &&
        call('POST /api/escalas/:id/confirmar', 'POST', `/api/escalas/${pick(mine)}/confirmar`),
    ],
  ];
  if (person.admin)
    actions.push(
      [
        1,
        async () => {
          const song = await call<{ id: number }>('POST /api/musicas', 'POST', '/api/musicas', {
            ministerio_id: ministryId,
            nome: `Nova ${mix} ${person.email} ${songsWritten.length}`,
            artista: pick(words),
          });
          if (song) songsWritten.push(song.id);
        },
      ],
      [
        1,
        async () =>
          songsWritten.length &&
          call('PUT /api/musicas/:id', 'PUT', `/api/musicas/${pick(songsWritten)}`, {
            tom: pick(keys),
            bpm: 60 + Math.floor(Math.random() * 100),
          }),
      ],
    );
  if (mix === 'writers') actions.push(...writerActions(options, { call, signIn, token, mine }));

  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const next = () => {
    let left = Math.random() * total;
    for (const [weight, action] of actions) if ((left -= weight) < 0) return action;
    return actions.at(-1)![1];
  };
  return async (until: number) => {
    while (Date.now() < until) await next()();
  };
}

interface Session {
  /** A call with the user's token. */
  call: <T>(label: string, method: string, path: string, body?: unknown) => Promise<T | undefined>;
  signIn: (label: string) => Promise<unknown>;
  token: string;
  /** The schedules of this week the user is on. */
  mine: number[];
}

function writerActions(
  { base, seeded, person, recorder }: UserOptions,
  { call, signIn, token, mine }: Session,
): Action[] {
  const { ministryId, owner, people } = seeded;
  const unavailable: number[] = [];
  const actions: Action[] = [
    [
      1,
      () =>
        recorder.timedOnNewConnection(
          base,
          'GET /api/ministerios/:id (new connection)',
          `/api/ministerios/${ministryId}`,
          token,
        ),
    ],
    [
      1,
      async () =>
        mine.length &&
        call('POST /api/escalas/:id/recusar', 'POST', `/api/escalas/${pick(mine)}/recusar`, {
          motivo: 'Viagem de trabalho',
        }),
    ],
    [
      1,
      async () => {
        if (unavailable.length >= 2) {
          const id = unavailable.shift()!;
          return call(
            'DELETE /api/indisponibilidades/:id',
            'DELETE',
            `/api/indisponibilidades/${id}`,
          );
        }
        const day = dayOf(2032);
        const created = await call<{ id: number }>(
          'POST /api/indisponibilidades',
          'POST',
          '/api/indisponibilidades',
          { membro_id: person.membro_id, data_inicio: day, data_fim: day, justificativa: 'Viagem' },
        );
        if (created) unavailable.push(created.id);
      },
    ],
    [0.3, () => signIn('POST /api/login')],
  ];
  if (!person.admin) return actions;

  // Each admin saves only its share of the schedules, as one leader edits one service.
  const admins = people.filter((other) => other.admin);
  const share = seeded.upcoming.filter(
    (_, index) => index % admins.length === admins.indexOf(person),
  );
  const published: number[] = [];
  let signUps = 0;
  actions.push(
    [
      2,
      async () => {
        if (!share.length) return;
        const id = pick(share);
        const detail = await call<ScheduleDetail>(
          'GET /api/escalas/:id (editor)',
          'GET',
          `/api/escalas/${id}`,
        );
        if (!detail) return;
        const ownerOn = detail.membros_escalados.some((m) => m.membro_id === owner.membro_id);
        return call('PUT /api/escalas/:id', 'PUT', `/api/escalas/${id}`, {
          titulo: detail.titulo,
          data: detail.data,
          horario: detail.horario,
          local: detail.local,
          observacoes: detail.observacoes,
          publicada: true,
          musicas_escaladas: detail.musicas_escaladas.map((song, index) => ({
            ...song,
            tom_alterado: index === 0 ? pick(keys) : song.tom_alterado,
          })),
          membros_escalados: ownerOn
            ? detail.membros_escalados.filter((m) => m.membro_id !== owner.membro_id)
            : [...detail.membros_escalados, { ...owner, observacao: null }],
        });
      },
    ],
    [
      1,
      async () => {
        if (published.length >= 2) {
          const id = published.shift()!;
          return call('DELETE /api/escalas/:id', 'DELETE', `/api/escalas/${id}`);
        }
        const first = Math.floor(Math.random() * seeded.songIds.length);
        const team = new Map(
          Array.from({ length: 4 }, () => pick(people)).map((p) => [p.membro_id, p]),
        );
        const created = await call<{ id: number }>('POST /api/escalas', 'POST', '/api/escalas', {
          ministerio_id: ministryId,
          titulo: 'Culto especial',
          data: dayOf(2031),
          horario: '19:00',
          publicada: true,
          musicas_escaladas: Array.from({ length: 3 }, (_, k) => ({
            musica_id: seeded.songIds[(first + k) % seeded.songIds.length]!,
            ordem: k + 1,
          })),
          membros_escalados: [...team.values()].map(({ membro_id, funcao_id }) => ({
            membro_id,
            funcao_id,
          })),
        });
        if (created) published.push(created.id);
      },
    ],
    [
      0.5,
      () =>
        recorder.timed(base, 'POST /api/register', 'POST', '/api/register', undefined, {
          nome: 'Pessoa Nova',
          email: `nova-${person.membro_id}-${signUps++}@example.com`,
          telefone: '(11) 98765-4321',
          senha: PASSWORD,
        }),
    ],
  );
  return actions;
}
