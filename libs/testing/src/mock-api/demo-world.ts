import {
  defaultFunctionNames,
  type FunctionRecord,
  type MemberFunctionRecord,
  type MemberRecord,
  type MemberSongKeyRecord,
  type MinistryRecord,
  type SongRecord,
  type UserRecord,
} from '@levita/contracts';
import {
  demoPeople,
  type DemoMinistry,
  type DemoPerson,
  type DemoPersonKey,
  type DemoSong,
  type DemoSongKey,
  type DemoStanding,
} from '@levita/contracts/demo';

/** The rows a demo world is read back from: the API's tables, which the mock's store mirrors. */
export interface DemoWorldRows {
  users: Pick<UserRecord, 'id' | 'nome' | 'email' | 'telefone'>[];
  ministries: Pick<MinistryRecord, 'id' | 'nome' | 'aceitando_membros' | 'proprietario_id'>[];
  members: Pick<MemberRecord, 'id' | 'ministry_id' | 'user_id' | 'status' | 'admin'>[];
  functions: Pick<FunctionRecord, 'id' | 'nome'>[];
  memberFunctions: Pick<MemberFunctionRecord, 'id' | 'member_id' | 'function_id' | 'principal'>[];
  songs: Pick<
    SongRecord,
    | 'id'
    | 'ministry_id'
    | 'nome'
    | 'artista'
    | 'album'
    | 'tom'
    | 'bpm'
    | 'duracao'
    | 'classificacoes'
    | 'link_cifra'
    | 'link_letra'
    | 'cifra'
    | 'id_externo'
  >[];
  memberSongKeys: Pick<MemberSongKeyRecord, 'id' | 'member_id' | 'song_id' | 'tom'>[];
}

export interface DemoWorld {
  people: Omit<DemoPerson, 'key'>[];
  ministries: DemoMinistry[];
}

const functionKeyOf = new Map<string, string>(
  Object.entries(defaultFunctionNames['pt-BR']).map(([key, nome]) => [nome, key]),
);

/**
 * The demo world that rows hold, in `@levita/contracts/demo`'s shape, so a test compares it
 * with the module itself: the mock API's seed and the API's demo seed are both held to it, and
 * a person, standing, function, song field or saved key that drifts shows in the difference.
 * Rows come in id order; functions are named in pt-BR, as both seeds name them.
 */
export function demoWorldOf(rows: DemoWorldRows): DemoWorld {
  const keyOf = (userId: number) => {
    const email = rows.users.find((user) => user.id === userId)?.email;
    // Someone the module does not know shows by e-mail in the difference.
    return (demoPeople.find((person) => person.email === email)?.key ?? email) as DemoPersonKey;
  };
  const standingOf = (member: DemoWorldRows['members'][number], ownerId: number): DemoStanding => {
    if (member.user_id === ownerId) return 'PROPRIETARIO';
    if (member.status !== 'ATIVO') return member.status;
    return member.admin ? 'ADMIN' : 'MEMBRO';
  };
  const functionsOf = (memberId: number) =>
    rows.memberFunctions
      .filter((held) => held.member_id === memberId)
      .sort((a, b) => b.principal - a.principal || a.id - b.id)
      .map((held) => {
        const nome = rows.functions.find((fn) => fn.id === held.function_id)?.nome ?? '';
        return (functionKeyOf.get(nome) ??
          nome) as DemoMinistry['members'][number]['functions'][number];
      });

  return {
    people: rows.users.map(({ nome, email, telefone }) => ({ nome, email, telefone })),
    ministries: rows.ministries.map((ministry) => ({
      nome: ministry.nome,
      aceitandoMembros: ministry.aceitando_membros === 1,
      members: rows.members
        .filter((member) => member.ministry_id === ministry.id)
        .map((member) => ({
          person: keyOf(member.user_id),
          standing: standingOf(member, ministry.proprietario_id),
          functions: functionsOf(member.id),
        })),
      songs: rows.songs
        .filter((song) => song.ministry_id === ministry.id)
        .map((song): DemoSong => ({
          nome: song.nome,
          artista: song.artista,
          album: song.album,
          tom: song.tom as DemoSong['tom'],
          bpm: song.bpm,
          duracao: song.duracao,
          classificacoes: (song.classificacoes
            ? song.classificacoes.split(',')
            : []) as DemoSong['classificacoes'],
          link_cifra: song.link_cifra,
          link_letra: song.link_letra,
          cifra: song.cifra,
          id_externo: song.id_externo,
        })),
      songKeys: rows.memberSongKeys
        .map((key) => ({
          key,
          member: rows.members.find((member) => member.id === key.member_id),
        }))
        .filter(({ member }) => member?.ministry_id === ministry.id)
        .map(({ key, member }): DemoSongKey => ({
          person: keyOf(member!.user_id),
          song: rows.songs.find((song) => song.id === key.song_id)?.nome ?? '',
          tom: key.tom as DemoSongKey['tom'],
        })),
    })),
  };
}
