import type { ScheduleDetail, ScheduledMember, ScheduledSong } from '@levita/contracts';

/*
 * A schedule as GET /escalas/{id} answers it, for tests that need one without the mock API:
 * next Sunday's service of the demo ministry, with a transposed song, a song without a key,
 * two singers, a note on a function and a member without one.
 */

const noLinks = { cifra: null, letra: null, audio: null, video: null };

export function song(
  ordem: number,
  nome: string,
  artista: string,
  tom: string | null,
  tomAlterado: string | null = null,
): ScheduledSong {
  return {
    musica_id: ordem * 10,
    ordem,
    tom_alterado: tomAlterado,
    tom_usado: tomAlterado ?? tom,
    nome,
    artista,
    tom,
    links: noLinks,
    link_cifra: null,
    link_letra: null,
    link_audio: null,
    link_video: null,
    musica: {
      id: ordem * 10,
      nome,
      artista,
      album: null,
      tom,
      bpm: null,
      duracao: null,
      capa_url: null,
      links: noLinks,
      excluida: false,
      tem_cifra: false,
    },
  };
}

export function member(
  id: number,
  nome: string,
  funcoes: [id: number, nome: string, observacao?: string][],
): ScheduledMember {
  return {
    membro_id: id,
    membro: { id, nome, email: `${id}@example.com`, foto_url: null, ex_integrante: false },
    funcoes: funcoes.map(([fnId, fnName, observacao]) => ({
      id: fnId,
      nome: fnName,
      icone: 'microfone',
      observacao: observacao ?? null,
    })),
    confirmado: false,
    resposta: 'PENDENTE',
    motivo_recusa: null,
  };
}

export const sundaySchedule: ScheduleDetail = {
  id: 3,
  ministerio_id: 1,
  titulo: 'Culto de domingo',
  data: '2026-11-22T19:00:00',
  horario: '19:00',
  local: 'Templo principal',
  publicada: true,
  finalizada: false,
  status: 'publicada',
  responsavel_id: 3,
  total_musicas: 3,
  total_membros: 4,
  total_confirmados: 0,
  total_recusados: 0,
  versao: 1,
  observacoes: 'Chegar às 17:30 para a passagem de som.\n',
  responsavel: { id: 3, nome: 'Carla Mendes' },
  musicas: [
    song(1, 'Maranata', 'Ministério Avivah', 'Em'),
    song(2, 'Ousado Amor', 'Isaias Saad', 'C', 'D'),
    song(3, 'Porque Ele Vive', 'Harpa Cristã', null),
  ],
  membros: [
    member(1, 'Ana Souza', [[3, 'Violão']]),
    member(2, 'Bruno Lima', [[7, 'Teclado']]),
    member(3, 'Carla Mendes', [[1, 'Vocal', 'Abre o culto']]),
    member(5, 'Elisa Martins', [[1, 'Vocal']]),
    member(6, 'Felipe Costa', []),
  ],
  itens: [],
  vagas: [],
  faltam: [],
  musicas_escaladas: [],
  membros_escalados: [],
  estou_escalado: false,
  confirmei_presenca: false,
  recusei_presenca: false,
  posso_mudar_resposta: true,
  pode_editar: false,
  pode_substituir: false,
};
