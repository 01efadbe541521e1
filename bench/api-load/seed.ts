/**
 * The ministry the load runs in, written through the API: songs, members with a function
 * each, published schedules around today (bench/api-songs/home.ts), one member in five an
 * admin.
 */
import { seedHome } from '../api-songs/home';
import { call } from '../support/api-call';

export const PASSWORD = 'Abcdef1!';
export const words = ['Santo', 'Deus', 'Graça', 'Rei', 'Cruz', 'Amor', 'Adoração', 'Fiel', 'Luz'];

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A member as a schedule names them: their member id and the function they hold. */
export interface Player {
  membro_id: number;
  funcao_id: number;
}

export interface Person extends Player {
  email: string;
  /** Admins edit songs and schedules; each edits only its own share of the schedules. */
  admin: boolean;
}

export interface Seeded {
  ministryId: number;
  songIds: number[];
  /** Everyone but the owner: the virtual users. */
  people: Person[];
  /** On most schedules but no virtual user: what the admins' schedule saves change. */
  owner: Player;
  /** Published schedules from today on, which e-mail people when they change. */
  upcoming: number[];
}

interface Member {
  id: number;
  proprietario: boolean;
  usuario: { email: string };
  funcoes: { funcao_id: number }[];
}

export async function seed(
  base: string,
  sizes: { users: number; songs: number; schedules: number },
  say: (line: string) => void,
): Promise<Seeded> {
  const owner = { nome: 'Dono', email: 'dono@example.com', telefone: '(11) 98765-4321' };
  await call(base, 'POST', '/api/register', { body: { ...owner, senha: PASSWORD }, expected: 201 });
  const { access_token: token } = await call<{ access_token: string }>(base, 'POST', '/api/login', {
    body: { email: owner.email, senha: PASSWORD },
  });
  const { id: ministryId } = await call<{ id: number }>(base, 'POST', '/api/ministerios', {
    body: { nome: 'Louvor' },
    token,
    expected: 201,
  });
  const songIds: number[] = [];
  for (let n = 0; n < sizes.songs; n++) {
    const song = await call<{ id: number }>(base, 'POST', '/api/musicas', {
      body: {
        ministerio_id: ministryId,
        nome: `${pick(words)} ${pick(words)} ${n}`,
        artista: pick(words),
      },
      token,
      expected: 201,
    });
    songIds.push(song.id);
  }
  await seedHome(base, {
    ministryId,
    members: sizes.users + 1,
    schedules: sizes.schedules,
    token,
    songIds,
    say,
  });
  const members = await call<Member[]>(base, 'GET', `/api/ministerios/${ministryId}/membros`, {
    token,
  });
  const player = (member: Member): Player => ({
    membro_id: member.id,
    funcao_id: member.funcoes[0]!.funcao_id,
  });
  const people: Person[] = [];
  for (const [index, member] of members.filter((m) => !m.proprietario).entries()) {
    const admin = index % 5 === 0;
    if (admin)
      await call(base, 'PUT', `/api/membros/${member.id}`, { body: { admin: true }, token });
    people.push({ ...player(member), email: member.usuario.email, admin });
  }
  const today = new Date().toISOString().slice(0, 10);
  const upcoming: number[] = [];
  for (let page = 1; ; page++) {
    const { escalas, total } = await call<{
      escalas: { id: number; data: string }[];
      total: number;
    }>(base, 'GET', `/api/escalas?ministerio_id=${ministryId}&por_pagina=100&pagina=${page}`, {
      token,
    });
    upcoming.push(...escalas.filter((schedule) => schedule.data >= today).map(({ id }) => id));
    if (page * 100 >= total) break;
  }
  return {
    ministryId,
    songIds,
    people,
    owner: player(members.find((member) => member.proprietario)!),
    upcoming,
  };
}
