/**
 * Charts in the shapes people paste, for the tests. The lyrics are written for these tests
 * (no published song's words are copied); the chord shapes are the ones Brazilian charts use.
 */
export interface PastedChart {
  name: string;
  pasted: string;
  /** The ChordPro it must become. */
  chordPro: string;
}

/** ChordPro pasted as it is stays as it is. */
const typedChordPro = [
  '{title: Manhã de Luz}',
  '{key: D}',
  '',
  '[D]Já raiou a [G]manhã',
  '{soc}',
  '[Bm7]Aleluia, [A4]ale[A]luia',
  '{eoc}',
  '{chorus}',
].join('\n');

export const pastedCharts: PastedChart[] = [
  {
    name: 'a Cifra Club page: key and capo lines, bracketed labels, chords over lyrics',
    pasted: [
      'Tom: G',
      'Capotraste na 2ª casa',
      '',
      '[Intro] G  D/F#  Em7  C7M(9)',
      '',
      '[Primeira Parte]',
      '',
      'G          D/F#          Em',
      '  Vem, ó povo, louvar ao Rei',
      'C7M            Am7(11)    D4  D',
      'Com alegria no coração',
      '',
      '[Refrão]',
      '',
      'G       B7/D#     Em    Em/D',
      'Santo é o Senhor, santo é',
      'C        D7/9   G',
      'Digno de louvor',
    ].join('\n'),
    chordPro: [
      '{key: G}',
      '{capo: 2}',
      '',
      '{start_of_verse: Intro}',
      '[G]  [D/F#]  [Em7]  [C7M(9)]',
      '{end_of_verse}',
      '',
      '{start_of_verse: Primeira Parte}',
      '',
      '[G]  Vem, ó po[D/F#]vo, louvar ao [Em]Rei',
      '[C7M]Com alegria no [Am7(11)]coração    [D4]  [D]',
      '{end_of_verse}',
      '',
      '{start_of_chorus: Refrão}',
      '',
      '[G]Santo é [B7/D#]o Senhor, [Em]santo [Em/D]é',
      '[C]Digno de [D7/9]louvor [G]',
      '{end_of_chorus}',
    ].join('\n'),
  },
  {
    name: 'bare labels: "Parte 2", "Refrão (2x)", "Ponte", "Final"',
    pasted: [
      'Parte 2',
      'A        E/G#     F#m7',
      'Na manhã clara eu canto',
      'Refrão (2x)',
      'D   A/C#    Bm7 E4 E',
      'Teu amor me sustenta',
      'Ponte',
      'F#m   E/G#   A',
      'Final',
      'A  E  D  A',
    ].join('\n'),
    chordPro: [
      '{start_of_verse: Parte 2}',
      '[A]Na manhã [E/G#]clara eu [F#m7]canto',
      '{end_of_verse}',
      '{start_of_chorus: Refrão (2x)}',
      '[D]Teu [A/C#]amor me [Bm7]sust[E4]ent[E]a',
      '{end_of_chorus}',
      '{start_of_bridge: Ponte}',
      '[F#m]   [E/G#]   [A]',
      '{end_of_bridge}',
      '{start_of_verse: Final}',
      '[A]  [E]  [D]  [A]',
      '{end_of_verse}',
    ].join('\n'),
  },
  {
    name: 'labels before a colon with chords, and a repeat mark',
    pasted: [
      'Intro: C  G/B  Am7  F7M',
      '',
      'C         G/B',
      'Firme é a rocha',
      'Solo: Am  F  C  G  (2x)',
    ].join('\n'),
    chordPro: [
      '{start_of_verse: Intro}',
      '[C]  [G/B]  [Am7]  [F7M]',
      '{end_of_verse}',
      '',
      '[C]Firme é a [G/B]rocha',
      '{start_of_verse: Solo}',
      '[Am]  [F]  [C]  [G]  [*(2x)]',
      '{end_of_verse}',
    ].join('\n'),
  },
  {
    name: 'a tablature block under its label, kept as typed',
    pasted: [
      '[Tab - Intro]',
      'E|-----0-----2--3--|',
      'B|---1---1---------|',
      'G|-0-----------0---|',
      '',
      'E           B7',
      'Cantarei ao Senhor',
    ].join('\n'),
    chordPro: [
      '{start_of_tab: Tab - Intro}',
      'E|-----0-----2--3--|',
      'B|---1---1---------|',
      'G|-0-----------0---|',
      '{end_of_tab}',
      '',
      '[E]Cantarei ao [B7]Senhor',
    ].join('\n'),
  },
  {
    name: 'Windows line breaks, a tab and no-break spaces between the chords',
    pasted: 'D\tA\r\nLouvai, nações\r\nG\u00a0\u00a0\u00a0D\r\nCom voz e canção\r\n',
    chordPro: ['[D]Louvai, [A]nações', '[G]Com [D]voz e canção'].join('\n'),
  },
  {
    name: 'accents typed as a letter and a combining mark count as one column',
    pasted: ['C     F', 'Cora\u0063\u0327a\u0303o aberto'].join('\n'),
    chordPro: ['[C]Coraçã[F]o aberto'].join('\n'),
  },
  {
    name: 'ChordPro typed by hand with directives and a chorus',
    pasted: typedChordPro,
    chordPro: typedChordPro,
  },
  {
    name: 'ChordPro with chords in brackets only',
    pasted: ['[Em]Sobre as [C]águas', '[G]Ele [D/F#]caminha'].join('\n'),
    chordPro: ['[Em]Sobre as [C]águas', '[G]Ele [D/F#]caminha'].join('\n'),
  },
  {
    name: 'lyrics with brackets and braces are escaped, not read as chords or directives',
    pasted: ['G      C', 'Canto [baixinho] a ti', '{sussurrado}', '# nota do líder'].join('\n'),
    chordPro: ['[G]Canto \\[[C]baixinho\\] a ti', '\\{sussurrado}', '\\# nota do líder'].join('\n'),
  },
  {
    name: 'chords past the end of the lyric, optional chords in parentheses, marks',
    pasted: ['A          (E)   F#m   |   D  %', 'Só em ti'].join('\n'),
    chordPro: ['[A]Só em ti   [(E)]   [F#m]   [*|]   [D]  [*%]'].join('\n'),
  },
];
