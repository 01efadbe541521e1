import { apiPaths, type ParticipationReport, type SongsReport } from '@levita/contracts';
import { TEST_API_BASE_URL, type MockApiServer } from '@levita/testing';
import { http, HttpResponse } from 'msw';

type Member = ParticipationReport['membros'][number];
type Song = SongsReport['musicas'][number];

const NAMES = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Dias',
  'Daniel Rocha',
  'Eva Martins',
  'Felipe Costa',
  'Gabriela Alves',
  'Heitor Nunes',
  'Íris Campos',
  'João Pereira',
  'Karina Reis',
  'Lucas Moreira',
  'Marina Teixeira',
  'Nathan Freitas',
  'Olívia Barros',
  'Paulo Mendes',
  'Quésia Ramos',
  'Rafael Pinto',
  'Sara Gomes',
  'Tiago Cardoso',
  'Úrsula Melo',
  'Vitor Araújo',
  'Wesley Duarte',
];

/** A member row; the percentage is what the API would compute over `total` schedules. */
export function memberRow(
  id: number,
  nome: string,
  participations: number,
  total: number,
  overrides: Partial<Member> = {},
): Member {
  return {
    membro_id: id,
    nome,
    ex_integrante: false,
    total_participacoes: participations,
    participacoes_confirmadas: Math.floor(participations / 2),
    participacoes_recusadas: 0,
    porcentagem_participacao: Math.round((participations * 1000) / total) / 10,
    funcoes: participations > 0 ? { Vocal: participations } : {},
    ...overrides,
  };
}

/**
 * A month of 6 schedules and 23 members (three pages of 10): Ana served in all six
 * (100,0%, green; she declined one of them), Bruno in five (83,3%), Carla in four (66,7%, yellow), Daniel in three
 * (50,0%, red), everyone else in one or none.
 */
export function participationFixture(): ParticipationReport {
  const total = 6;
  const counts = [6, 5, 4, 3, ...NAMES.slice(4).map((_, index) => (index < 10 ? 1 : 0))];
  return {
    periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
    total_escalas: total,
    membros: NAMES.map((nome, index) =>
      memberRow(
        index + 1,
        nome,
        counts[index]!,
        total,
        index === 0
          ? {
              participacoes_confirmadas: 5,
              participacoes_recusadas: 1,
              funcoes: { Violão: 4, Ministro: 2 },
            }
          : {},
      ),
    ),
    funcoes: [
      {
        nome: 'Vocal',
        total_participacoes: 22,
        participacoes_confirmadas: 9,
        participacoes_recusadas: 2,
        porcentagem_confirmacao: 40.9,
      },
      {
        nome: 'Violão',
        total_participacoes: 4,
        participacoes_confirmadas: 4,
        participacoes_recusadas: 0,
        porcentagem_confirmacao: 100,
      },
      {
        nome: 'Ministro',
        total_participacoes: 2,
        participacoes_confirmadas: 1,
        participacoes_recusadas: 1,
        porcentagem_confirmacao: 50,
      },
    ],
  };
}

/** A song played `count` times, in schedules on consecutive Sundays of November 2026. */
export function songRow(
  id: number,
  nome: string,
  count: number,
  overrides: Partial<Song> = {},
): Song {
  return {
    id,
    nome,
    artista: `Artista ${id}`,
    contagem: count,
    tom_original: 'G',
    escalas: Array.from({ length: count }, (_, index) => ({
      id: 100 + index,
      data: `2026-11-${String(1 + index * 7).padStart(2, '0')}T19:00:00`,
      titulo: `Culto ${index + 1}`,
      tom_usado: index === 0 ? 'A' : 'G',
    })),
    ...overrides,
  };
}

/** Twelve songs, the most played first; the first has no key of its own. */
export function songsFixture(): SongsReport {
  return {
    periodo: { inicio: '2026-11-01', fim: '2026-11-30' },
    total_escalas: 4,
    musicas: Array.from({ length: 12 }, (_, index) =>
      songRow(
        index + 1,
        `Canção ${index + 1}`,
        index < 2 ? 4 - index : 1,
        index === 0
          ? { nome: 'Grande é o Senhor', artista: 'Adhemar de Campos', tom_original: null }
          : {},
      ),
    ),
  };
}

const reportUrl = (path: string) => `${TEST_API_BASE_URL}${path}`;

/** Answers the participation report with this body, whatever the query. */
export function answerParticipation(api: MockApiServer, report: ParticipationReport) {
  api.server.use(
    http.get(reportUrl(apiPaths.participationReport), () => HttpResponse.json(report)),
  );
}

/** Answers the songs report with this body, whatever the query. */
export function answerSongs(api: MockApiServer, report: SongsReport) {
  api.server.use(http.get(reportUrl(apiPaths.songsReport), () => HttpResponse.json(report)));
}

/** The next call of a report fails as the API fails: 500 with its error body. */
export function failOnce(
  api: MockApiServer,
  path: typeof apiPaths.participationReport | typeof apiPaths.songsReport,
) {
  api.server.use(
    http.get(
      reportUrl(path),
      () => HttpResponse.json({ error: 'internal_error', message: '' }, { status: 500 }),
      { once: true },
    ),
  );
}
