import type { DefaultFunctionKey } from '../ministries/functions';
import type { MinistryStanding } from '../ministries/standing';
import type { SongKey } from '../songs/keys';
import type { DemoPersonKey } from './people';
import { demoChoirSongs, demoMinistrySongs, type DemoSong } from './songs';

/** A member's place in a demo ministry; INATIVO is a member the owner deactivated. */
export type DemoStanding = MinistryStanding | 'INATIVO';

export interface DemoMembership {
  person: DemoPersonKey;
  standing: DemoStanding;
  /** The functions they hold, the principal one first; none while they wait for approval. */
  functions: readonly DefaultFunctionKey[];
}

export interface DemoMinistry {
  nome: string;
  /** Whether its access code still lets people ask to join. */
  aceitandoMembros: boolean;
  /** The owner first, then everyone else in the order they joined. */
  members: readonly DemoMembership[];
  songs: readonly DemoSong[];
  /** Keys members saved for songs of it ("meu tom"), in the order they were saved. */
  songKeys: readonly DemoSongKey[];
}

/** A member's key of one of the ministry's songs, named by title. */
export interface DemoSongKey {
  person: DemoPersonKey;
  song: string;
  tom: SongKey;
}

/**
 * The ministry the demo is about: a member in every standing, so each screen has something
 * to show to each of them (approvals waiting, an inactive member only the owner sees).
 */
export const demoMinistry: DemoMinistry = {
  nome: 'Ministério de Louvor',
  aceitandoMembros: true,
  members: [
    { person: 'ana', standing: 'PROPRIETARIO', functions: ['minister', 'acoustic_guitar'] },
    { person: 'bruno', standing: 'ADMIN', functions: ['keyboard', 'piano'] },
    { person: 'carla', standing: 'MEMBRO', functions: ['vocalist'] },
    { person: 'diego', standing: 'PENDENTE', functions: [] },
    { person: 'elisa', standing: 'MEMBRO', functions: ['vocalist', 'flute'] },
    { person: 'felipe', standing: 'MEMBRO', functions: ['drums', 'percussion'] },
    { person: 'gabriela', standing: 'MEMBRO', functions: ['bass'] },
    { person: 'henrique', standing: 'INATIVO', functions: ['electric_guitar'] },
    { person: 'julia', standing: 'PENDENTE', functions: [] },
  ],
  songs: demoMinistrySongs,
  // The singers' own keys, on songs of the coming schedules: the wizard shows them beside the
  // song's key (Ana a tone above Bondade de Deus's G, Carla in C).
  songKeys: [
    { person: 'ana', song: 'Bondade de Deus', tom: 'A' },
    { person: 'carla', song: 'Bondade de Deus', tom: 'C' },
    { person: 'carla', song: 'Ousado Amor', tom: 'D' },
    { person: 'carla', song: 'Oceanos', tom: 'Dm' },
    { person: 'elisa', song: 'Lugar Secreto', tom: 'F' },
  ],
};

/** A second ministry, closed to requests, where the demo ministry's owner is a plain member. */
export const demoChoir: DemoMinistry = {
  nome: 'Coral Jovem',
  aceitandoMembros: false,
  members: [
    { person: 'paulo', standing: 'PROPRIETARIO', functions: ['vocalist'] },
    { person: 'ana', standing: 'MEMBRO', functions: ['acoustic_guitar'] },
  ],
  songs: demoChoirSongs,
  songKeys: [],
};

/** Both, in the order they are created. */
export const demoMinistries: readonly DemoMinistry[] = [demoMinistry, demoChoir];

/**
 * Who signs in for each standing of the demo ministry: the first member holding it. The
 * standalone harness's role switcher signs in as them, and `npm start -- --demo` prints the
 * owner's, the admin's and the member's e-mail.
 */
export const demoSignIns: Record<MinistryStanding, DemoPersonKey> = {
  PROPRIETARIO: firstWith('PROPRIETARIO'),
  ADMIN: firstWith('ADMIN'),
  MEMBRO: firstWith('MEMBRO'),
  PENDENTE: firstWith('PENDENTE'),
};

function firstWith(standing: MinistryStanding): DemoPersonKey {
  const member = demoMinistry.members.find((candidate) => candidate.standing === standing);
  if (!member) throw new Error(`The demo ministry has no ${standing}`);
  return member.person;
}
