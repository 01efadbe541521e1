import { describe, expect, it } from 'vitest';
import {
  memberSongKeysQuerySchema,
  presentMemberSongKeys,
  presentOwnSongKeys,
  presentSongKeys,
  type SavedSongKey,
} from './member-song-keys';

const key = (
  song_id: number,
  member_id: number,
  nome: string,
  tom: string,
  status: SavedSongKey['status'] = 'ATIVO',
): SavedSongKey => ({ song_id, member_id, nome, tom, status });

describe('the members’ saved keys ("meu tom")', () => {
  const saved = [
    key(1, 4, 'Érica', 'E'),
    key(2, 3, 'Bruno', 'C'),
    key(1, 2, 'carla', 'A'),
    key(1, 5, 'Henrique', 'G', 'INATIVO'),
    key(1, 1, 'Ana', 'C'),
    key(1, 6, 'Ana', 'D'),
  ];

  it('lists a setlist song by song in its order, by name within a song, active members only', () => {
    expect(
      presentMemberSongKeys([2, 1, 9], saved).map((k) => [k.musica_id, k.membro_id, k.tom]),
    ).toEqual([
      [2, 3, 'C'],
      [1, 1, 'C'],
      [1, 6, 'D'],
      [1, 2, 'A'],
      [1, 4, 'E'],
    ]);
    expect(presentMemberSongKeys([3], saved)).toEqual([]);
  });

  it('gives a song’s detail the caller’s key and everyone’s', () => {
    expect(presentSongKeys(1, { saved, memberId: 2 })).toEqual({
      meu_tom: 'A',
      tons_membros: [
        { membro_id: 1, nome: 'Ana', tom: 'C' },
        { membro_id: 6, nome: 'Ana', tom: 'D' },
        { membro_id: 2, nome: 'carla', tom: 'A' },
        { membro_id: 4, nome: 'Érica', tom: 'E' },
      ],
    });
    // A key of another song is not this one's.
    expect(presentSongKeys(1, { saved, memberId: 3 }).meu_tom).toBeNull();
  });

  it('lists the person’s own keys by song name', () => {
    expect(
      presentOwnSongKeys([
        { song_id: 2, nome: 'Oceanos', tom: 'A' },
        { song_id: 1, nome: 'Árvore', tom: 'Bb' },
      ]),
    ).toEqual([
      { musica_id: 1, musica: 'Árvore', tom: 'Bb' },
      { musica_id: 2, musica: 'Oceanos', tom: 'A' },
    ]);
  });

  it('reads a setlist from the query: ids once each, at most 100', () => {
    const parse = (musicas?: string) => memberSongKeysQuerySchema.safeParse({ musicas });
    expect(parse('3,1,3').data).toEqual({ musicas: [3, 1] });
    expect(parse('2147483647').success).toBe(true);
    const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(parse(hundred.join(',')).success).toBe(true);
    const refusals: [string | undefined, string][] = [
      [undefined, 'required'],
      ['', 'invalid_value'],
      ['1,', 'invalid_value'],
      ['01', 'invalid_value'],
      ['1.5', 'invalid_value'],
      ['2147483648', 'invalid_value'],
      [[...hundred, 101].join(','), 'too_many'],
    ];
    for (const [musicas, code] of refusals)
      expect(parse(musicas).error?.issues.map((issue) => issue.message)).toEqual([code]);
  });
});
