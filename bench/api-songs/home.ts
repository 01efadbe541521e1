/**
 * The ministry home's calls: a ministry with 200 members and 500 published schedules,
 * written through the API as a team would, and the four calls its home makes.
 */
import { call } from '../support/api-call';

const PASSWORD = 'Abcdef1!';

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFrom = (start: Date, days: number) => new Date(start.getTime() + days * 86_400_000);

interface Member {
  id: number;
  usuario_id: number;
  status: string;
  proprietario: boolean;
  funcoes: { funcao_id: number }[];
}

export interface HomeSeed {
  ministryId: number;
  /** People in the ministry, the owner included (200 in the goals). */
  members: number;
  /** Published schedules, one a day around today (500 in the goals). */
  schedules: number;
  /** The owner: a member of most schedules, so "my schedules" has a week to show. */
  token: string;
  songIds: number[];
  say: (line: string) => void;
}

/** Members (each holding a function), then schedules, half of them past, one a day. */
export async function seedHome(base: string, seed: HomeSeed) {
  const { ministryId, token, songIds, say } = seed;
  const started = performance.now();
  const { codigo_acesso: code } = await call<{ codigo_acesso: string }>(
    base,
    'GET',
    `/api/ministerios/${ministryId}`,
    { token },
  );
  const people = Array.from({ length: seed.members - 1 }, (_, index) => index + 1);
  await eachLimited(people, 8, async (n) => {
    const email = `membro${n}@example.com`;
    await call(base, 'POST', '/api/register', {
      body: { nome: `Membro ${n}`, email, telefone: '(11) 98765-4321', senha: PASSWORD },
      expected: 201,
    });
    const { access_token } = await call<{ access_token: string }>(base, 'POST', '/api/login', {
      body: { email, senha: PASSWORD },
    });
    await call(base, 'POST', `/api/ministerios/participar/${code}`, {
      token: access_token,
      expected: 201,
    });
  });

  const membersPath = `/api/ministerios/${ministryId}/membros`;
  const pending = (await call<Member[]>(base, 'GET', membersPath, { token })).filter(
    (member) => member.status === 'PENDENTE',
  );
  await eachLimited(pending, 8, async (member) => {
    await call(base, 'PUT', `/api/membros/${member.id}`, { body: { status: 'ATIVO' }, token });
  });
  const functions = await call<{ id: number }[]>(
    base,
    'GET',
    `/api/ministerios/${ministryId}/funcoes`,
    { token },
  );
  const members = await call<Member[]>(base, 'GET', membersPath, { token });
  await eachLimited(members, 8, async (member) => {
    const fn = functions[member.id % functions.length]!;
    await call(base, 'POST', `/api/membros/${member.id}/funcoes`, {
      body: { funcao_id: fn.id, principal: true },
      token,
      expected: 201,
    });
  });
  const held = new Map(
    members.map((member) => [member.id, functions[member.id % functions.length]!.id]),
  );
  const owner = members.find((member) => member.proprietario)!;
  const others = members.filter((member) => member !== owner);

  const firstDay = daysFrom(new Date(), -Math.floor(seed.schedules / 2));
  const schedules = Array.from({ length: seed.schedules }, (_, index) => index);
  await eachLimited(schedules, 4, async (n) => {
    const team = [
      ...(n % 4 === 3 ? [] : [owner]),
      ...Array.from({ length: 5 }, (_, k) => others[(n * 5 + k) % others.length]!),
    ];
    await call(base, 'POST', '/api/escalas', {
      body: {
        ministerio_id: ministryId,
        titulo: n % 7 === 0 ? 'Culto de Santa Ceia' : `Culto ${n + 1}`,
        data: isoDate(daysFrom(firstDay, n)),
        horario: n % 2 ? '19:00' : '10:00',
        local: 'Templo principal',
        publicada: true,
        musicas_escaladas: Array.from({ length: 5 }, (_, k) => ({
          musica_id: songIds[(n * 5 + k) % songIds.length]!,
          ordem: k + 1,
        })),
        membros_escalados: team.map((member) => ({
          membro_id: member.id,
          funcao_id: held.get(member.id)!,
        })),
      },
      token,
      expected: 201,
    });
  });
  const seconds = (performance.now() - started) / 1000;
  say(
    `[bench] home: ${members.length} members and ${seed.schedules} schedules through the API ` +
      `in ${seconds.toFixed(1)} s`,
  );
}

/** The four calls of the ministry home, as [key, label, path]. */
export function homeEndpoints(ministryId: number): [string, string, string][] {
  const today = new Date();
  const week = `data_inicial=${isoDate(today)}&data_final=${isoDate(daysFrom(today, 6))}`;
  const month = `mes=${today.getUTCMonth() + 1}&ano=${today.getUTCFullYear()}`;
  return [
    ['ministry', 'GET /api/ministerios/:id', `/api/ministerios/${ministryId}`],
    [
      'statistics',
      'GET /api/ministerios/:id/estatisticas',
      `/api/ministerios/${ministryId}/estatisticas`,
    ],
    [
      'mySchedules',
      'GET /api/minhas-escalas (week)',
      `/api/minhas-escalas?ministerio_id=${ministryId}&${week}`,
    ],
    ['schedules', 'GET /api/escalas (month)', `/api/escalas?ministerio_id=${ministryId}&${month}`],
  ];
}
