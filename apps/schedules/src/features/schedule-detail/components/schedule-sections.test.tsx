import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import { setupMockApiServer } from '@levita/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSchedulesPage } from '../../../testing/render-schedules-page';
import { ScheduleDetailPage } from './schedule-detail-page';

/**
 * Schedule 3, next Sunday: Maranata (Em), Ousado Amor (C, played in D, with a chords link),
 * Oceanos (Bm), Santo Espírito (A); Ana (violão), Bruno (teclado, confirmed), Carla (vocal,
 * confirmed, "Abre o culto"), Felipe (bateria), Gabriela (baixo); notes for the sound check.
 */
const api = setupMockApiServer({ today: '2026-11-18' });

const PUBLISHED = 3;
const VIGIL = 5;

function renderPage(
  id = PUBLISHED,
  { standing, locale }: { standing?: MinistryStanding; locale?: Locale } = {},
) {
  return renderSchedulesPage(api, <ScheduleDetailPage />, {
    route: '/:escalaId',
    at: `/${id}`,
    standing,
    locale,
  });
}

const schedule = (id: number) => api.store.tables.schedules.find((row) => row.id === id)!;
const song = (id: number) => api.store.tables.songs.find((row) => row.id === id)!;
const ready = () => screen.findByRole('heading', { level: 1 });
const section = (name: string) => screen.getByRole('region', { name });
/** The entries of a section's main list (the songs, the members), not the lists inside them. */
const entries = (region: HTMLElement) =>
  Array.from(within(region).getAllByRole('list')[0]!.children).map((item) => item.textContent);
/** The list item of a song or a member, found by its name. */
const itemOf = (name: string) => screen.getByText(name, { selector: 'li *' }).closest('li')!;
const progress = () => screen.getByRole('progressbar', { name: 'Presenças confirmadas' });

describe('schedule detail: songs', () => {
  it('lists the songs in order with artist and the key to play', async () => {
    renderPage();
    await ready();
    expect(entries(section('4 músicas'))).toEqual([
      // "Cifra no tom …": its chart in the schedule's key; Cifra: its chords link.
      '1MaranataMinistério AvivahCifra no tom EmTomEm',
      '2Ousado AmorIsaias SaadCifra no tom DCifraTomD (original C)',
      '3OceanosAna NóbregaTomBm',
      '4Santo EspíritoLaura SouguellisTomA',
    ]);
  });

  it("opens a song's chart in the schedule's key, for the songs that have one", async () => {
    renderPage();
    await ready();
    expect(
      within(itemOf('Ousado Amor')).getByRole('link', { name: 'Cifra no tom D' }),
    ).toHaveAttribute('href', '/3/musicas/2');
    expect(within(itemOf('Oceanos')).queryByRole('link', { name: /Cifra no tom/ })).toBeNull();
  });

  it('says when a song has no key at all', async () => {
    song(15).tom = null;
    renderPage();
    await ready();
    expect(itemOf('Maranata')).toHaveTextContent('TomSem tom');
  });

  it('opens the links a song has in a new tab, each naming its song', async () => {
    Object.assign(song(15), {
      link_letra: 'https://www.letras.mus.br/avivah/maranata/',
      link_video: 'https://www.youtube.com/watch?v=maranata',
      link_audio: 'https://cdn.example.com/maranata.mp3',
    });
    renderPage();
    await ready();
    const expected = {
      'Cifra de Ousado Amor': 'https://www.cifraclub.com.br/isaias-saad/ousado-amor/',
      'Letra de Maranata': 'https://www.letras.mus.br/avivah/maranata/',
      'Vídeo de Maranata': 'https://www.youtube.com/watch?v=maranata',
      'Áudio de Maranata': 'https://cdn.example.com/maranata.mp3',
    };
    for (const [name, href] of Object.entries(expected)) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleDescription('Abre em uma nova aba');
    }
    expect(
      within(itemOf('Maranata')).getByRole('link', { name: 'Letra de Maranata' }),
    ).toHaveTextContent('Letra');
    // Only the links a song has: Oceanos has none, Maranata no chords.
    expect(within(itemOf('Oceanos')).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Cifra de Maranata' })).not.toBeInTheDocument();
  });

  it('opens a song’s page in the repertoire through the shell', async () => {
    const { navigate } = renderPage();
    await ready();
    const link = screen.getByRole('link', { name: 'Ousado Amor' });
    expect(link).toHaveAttribute('href', '/ministerios/1/musicas/3');
    expect(link).toHaveAccessibleDescription('Abre a música no repertório');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/ministerios/1/musicas/3');
    // The remote's own router stays where it is.
    expect(screen.getByTestId('location')).toHaveTextContent(`/${PUBLISHED}`);
  });

  it('shows a song removed from the repertoire since, without a link to it', async () => {
    song(12).deleted_at = '2026-11-10T12:00:00.000Z';
    renderPage();
    await ready();
    expect(within(itemOf('Oceanos')).getByText('Removida do repertório')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Oceanos' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maranata' })).toBeInTheDocument();
  });

  it('says when the schedule has no songs', async () => {
    schedule(PUBLISHED).songs = [];
    renderPage();
    await ready();
    expect(within(section('Nenhuma música')).getByText('Nenhuma música nesta escala ainda.'));
  });

  it('folds and unfolds the section', async () => {
    renderPage();
    await ready();
    const toggle = screen.getByRole('button', { name: '4 músicas' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toContainElement(screen.getByRole('link', { name: 'Maranata' }));
    expect(panel).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
    expect(screen.queryByRole('link', { name: 'Maranata' })).not.toBeInTheDocument();
    // The other sections stay open.
    expect(screen.getByRole('button', { name: '5 membros' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Maranata' })).toBeVisible();
  });
});

describe('schedule detail: run sheet and slots', () => {
  const fnId = (nome: string) => api.store.tables.functions.find((fn) => fn.nome === nome)!.id;

  it('interleaves the parts with the songs, each with its start, and adds up the service', async () => {
    const named = (nome: string) => api.store.tables.songs.find((row) => row.nome === nome)!;
    for (const [nome, seconds] of [
      ['Maranata', 300],
      ['Ousado Amor', 250],
      ['Oceanos', null],
      ['Santo Espírito', 330],
    ] as const)
      named(nome).duracao = seconds;
    schedule(PUBLISHED).items = [
      {
        tipo: 'boas_vindas',
        titulo: 'Acolhida',
        duracao_minutos: 5,
        observacoes: null,
        responsavel_id: 3,
        apos_musicas: 0,
        ordem: 1,
      },
      {
        tipo: 'pregacao',
        titulo: 'Palavra',
        duracao_minutos: 40,
        observacoes: 'Salmo 23',
        responsavel_id: null,
        apos_musicas: 2,
        ordem: 2,
      },
    ];
    renderPage();
    await ready();
    expect(entries(section('Roteiro do culto'))).toEqual([
      '•Começa às 19:0019:00AcolhidaBoas-vindas · Responsável: Carla MendesDuração5 min',
      expect.stringMatching(/^1Começa às 19:0519:05Maranata/),
      expect.stringMatching(/^2Começa às 19:1019:10Ousado Amor/),
      '•Começa às 19:1519:15PalavraPregaçãoSalmo 23Duração40 min',
      expect.stringMatching(/^3Começa às 19:5519:55Oceanos/),
      expect.stringMatching(/^4Começa às 19:5519:55Santo Espírito/),
    ]);
    expect(
      screen.getByText(
        'Duração prevista: 1 h 01 min Os horários não contam 1 música sem duração cadastrada.',
      ),
    ).toBeVisible();
  });

  it('says what the slots still need, a declined place counted as open', async () => {
    schedule(PUBLISHED).slots = [
      { function_id: fnId('Vocal'), quantidade: 2, ordem: 1 },
      { function_id: fnId('Bateria'), quantidade: 1, ordem: 2 },
    ];
    renderPage();
    await ready();
    expect(screen.getByText('Falta: 1 Vocal')).toBeVisible();
  });

  it('says every slot is filled in English too', async () => {
    schedule(PUBLISHED).slots = [{ function_id: fnId('Vocal'), quantidade: 1, ordem: 1 }];
    renderPage(PUBLISHED, { locale: 'en-US' });
    await ready();
    expect(screen.getByText('Every slot filled')).toBeVisible();
  });
});

describe('schedule detail: members', () => {
  it('lists each member with functions, observation and a confirmed mark', async () => {
    const { container } = renderPage();
    await ready();
    expect(entries(section('5 membros'))).toEqual([
      'Ana SouzaVocêViolão○Aguardando confirmação',
      'Bruno LimaTeclado✓Confirmado',
      'Carla MendesVocal(Abre o culto)✓Confirmado',
      'Felipe CostaBateria○Aguardando confirmação',
      'Gabriela AlvesBaixo○Aguardando confirmação',
    ]);
    const carla = itemOf('Carla Mendes');
    expect(carla).toHaveTextContent('Vocal');
    expect(carla).toHaveTextContent('(Abre o culto)');
    expect(carla).toHaveTextContent('Confirmado');
    const ana = itemOf('Ana Souza');
    expect(ana).toHaveTextContent('Violão');
    expect(ana).toHaveTextContent('Aguardando confirmação');
    expect(ana.querySelector('svg[data-icon="violao"]')).not.toBeNull();
    expect(container.querySelector('svg[data-icon="bateria"]')).not.toBeNull();
  });

  it('marks the viewer among the members', async () => {
    renderPage();
    await ready();
    expect(within(itemOf('Ana Souza')).getByText('Você')).toBeInTheDocument();
    expect(within(itemOf('Bruno Lima')).queryByText('Você')).not.toBeInTheDocument();
  });

  it('lists every function a member plays', async () => {
    renderPage(2);
    await ready();
    const ana = itemOf('Ana Souza');
    expect(ana).toHaveTextContent('Ministro');
    expect(ana).toHaveTextContent('Violão');
  });

  it('says when a member plays no function', async () => {
    schedule(PUBLISHED).members.find((member) => member.member_id === 7)!.functions = [];
    renderPage();
    await ready();
    expect(itemOf('Gabriela Alves')).toHaveTextContent('Sem função definida');
  });

  it('shows the confirmed share as a progress bar with the rounded percentage', async () => {
    renderPage();
    await ready();
    expect(progress()).toHaveAttribute('aria-valuenow', '40');
    expect(progress()).toHaveAttribute('aria-valuemin', '0');
    expect(progress()).toHaveAttribute('aria-valuemax', '100');
    expect(progress()).toHaveAttribute('aria-valuetext', '2 de 5 confirmados (40%)');
    expect(screen.getByText('2 de 5 confirmados (40%)')).toBeInTheDocument();
  });

  it('rounds 2 of 3 to 67%', async () => {
    schedule(PUBLISHED).members = schedule(PUBLISHED).members.filter((member) =>
      [1, 2, 3].includes(member.member_id),
    );
    schedule(PUBLISHED).members[0]!.confirmado = 1;
    schedule(PUBLISHED).members[1]!.confirmado = 0;
    renderPage();
    await ready();
    expect(progress()).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('2 de 3 confirmados (67%)')).toBeInTheDocument();
  });

  it('shows 0% when nobody is scheduled', async () => {
    schedule(PUBLISHED).members = [];
    renderPage();
    await ready();
    const members = section('Nenhum membro');
    expect(within(members).getByText('Nenhum membro nesta escala ainda.')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0 de 0 confirmados (0%)')).toBeInTheDocument();
  });

  it('speaks English, with the count in the singular and the plural', async () => {
    schedule(VIGIL).members[0]!.confirmado = 1;
    schedule(VIGIL).songs = schedule(VIGIL).songs.slice(0, 1);
    renderPage(VIGIL, { locale: 'en-US' });
    await ready();
    expect(screen.getByRole('button', { name: '1 song' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 members' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2 confirmed (50%)')).toBeInTheDocument();
    expect(within(itemOf('Ana Souza')).getByText('Confirmed')).toBeInTheDocument();
    expect(within(itemOf('Bruno Lima')).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lugar Secreto' })).toHaveAccessibleDescription(
      'Opens the song in the repertoire',
    );
    expect(screen.getByRole('link', { name: 'Chords for Lugar Secreto' })).toBeInTheDocument();
  });
});

describe('schedule detail: notes', () => {
  it('shows the notes when the schedule has some', async () => {
    renderPage();
    await ready();
    expect(
      within(section('Observações')).getByText('Chegar às 17:30 para a passagem de som.'),
    ).toBeInTheDocument();
  });

  it('leaves the section out when there are none', async () => {
    renderPage(VIGIL);
    await ready();
    expect(screen.queryByRole('region', { name: 'Observações' })).not.toBeInTheDocument();
  });
});
