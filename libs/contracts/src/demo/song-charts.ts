/*
 * Chord charts of ten demo songs, as ChordPro (docs/songs.md "Chord charts"), each in the
 * song's key, with the chord names Brazilian charts use (7M, 4, 9, m7, 7(9), slash basses).
 *
 * Where the words come from: they were written for Levita's demo, in the style of a hymn,
 * and may be used freely. They are NOT the lyrics of the songs whose titles they go with:
 * those are recent songs under copyright, so the demo gives them words of its own. The
 * lines quote nothing but a few words of the Bible ("Eis-me aqui", "Maranata", "Glória a
 * Deus nas alturas") and keep clear of the words search tests type ("espirito", "oceanos",
 * "adoracao"...), so a lyric match does not change what those tests expect.
 */

export const bondadeDeDeusChart = `{key: G}
{start_of_verse: Intro}
[G9] [D/F#] [Em7] [C7M]
{end_of_verse}

{start_of_verse: Verso 1}
[G9]Como o orvalho [D/F#]cobre o chão,
[Em7]cedo desce o Teu per[C7M]dão;
[G9]antes mesmo de eu [D/F#]Te chamar,
[Am7]Tua mão me vem bus[D4]car. [D]
{end_of_verse}

{start_of_chorus: Refrão}
[C7M]Cantarei en[D]quanto houver ma[Bm7]nhã [Em7]
[C7M]o cuidado do [D]meu Pas[G9]tor; [G/B]
[C7M]minha casa, a [D]mesa e o [Bm7]pão [Em7]
[Am7]são presentes do [D4]Teu a[G9]mor.
{end_of_chorus}

{start_of_verse: Verso 2}
[G9]Quando a tarde [D/F#]cai sobre o meu lar,
[Em7]Tua paz me vem guar[C7M]dar;
[G9]tudo o que hoje eu [D/F#]pude ter
[Am7]vem de quem me fez vi[D4]ver. [D]
{end_of_verse}

{start_of_bridge: Ponte}
[Am7]Não há vale tão [G/B]fundo assim
[C9]que Teu braço não [D]chegue a mim.
{end_of_bridge}

{chorus}
`;

export const lugarSecretoChart = `{key: D}
{start_of_verse: Intro}
[D] [A/C#] [Bm7] [G7M]
{end_of_verse}

{start_of_verse: Verso 1}
No si[D]lêncio da ma[A/C#]nhã,
longe de [Bm7]todo ru[G7M]mor,
abro a [D]porta do meu [A/C#]quarto
e Te en[Em7]contro, meu Se[A4]nhor. [A]
{end_of_verse}

{start_of_chorus: Refrão}
[G7M]Fala, que o Teu [A]servo ouve,
[F#m7]fala, que eu [Bm7]quero a[Bm7/A]prender;
[G7M]Tua voz é [A]mansa e doce,
[Em7]e ela basta ao [A4]meu vi[D]ver.
{end_of_chorus}

{start_of_verse: Verso 2}
Deixo à [D]porta o meu can[A/C#]saço,
toda [Bm7]pressa, todo a[G7M]fã;
junto a [D]Ti o tempo [A/C#]para,
como [Em7]brisa de ma[A4]nhã. [A]
{end_of_verse}

{chorus}

{start_of_verse: Final}
[G7M] [A] [D/F#] [G9] [D]
{end_of_verse}
`;

export const ousadoAmorChart = `{key: C}
{start_of_verse: Intro}
[C] [G/B] [Am7] [F7M]
{end_of_verse}

{start_of_verse: Verso 1}
[C]Eu andava sem sa[G/B]ber
[Am7]onde o meu caminho ia [F7M]dar,
[C]quando ouvi a Tua [G/B]voz
[Dm7]pelo vale me cha[G4]mar. [G]
{end_of_verse}

{start_of_chorus: Refrão}
A[F7M]mor que não mede dis[G]tância,
que [Em7]desce ao mais fundo do [Am7]chão,
que [F7M]paga o preço in[G]teiro
e me es[C/E]tende a [F9]sua [G4]mão. [G]
{end_of_chorus}

{start_of_verse: Verso 2}
[C]Nada tinha pra Te [G/B]dar,
[Am7]só as mãos vazias e o [F7M]pó;
[C]mesmo assim vieste a [G/B]mim
[Dm7]e não me deixaste [G4]só. [G]
{end_of_verse}

{start_of_bridge: Ponte}
[Bb]Quem pode con[F/A]tar, quem pode me[Am7]dir [G]
[Bb]o bem que Tu [F/A]fazes a [G4]mim? [G]
{end_of_bridge}

{chorus}
`;

export const porqueEleViveChart = `{key: A}
{start_of_verse: Intro}
[A] [E/G#] [F#m7] [D9]
{end_of_verse}

{start_of_verse: Verso 1}
Bem [A]cedo, no pri[E/G#]meiro dia,
a [F#m7]pedra removida es[D9]tava;
o [A]lenço dobrado ja[E/G#]zia
e o jar[Bm7]dim inteiro can[E4]tava. [E]
{end_of_verse}

{start_of_chorus: Refrão}
Ele [D]vive! A tumba está va[E]zia,
Ele [C#m7]vive! Cantemos ao [F#m7]Rei;
vem ra[D]iando o sol de um novo [E]dia,
e a [Bm7]morte perdeu sua [E4]lei. [E] [A]
{end_of_chorus}

{start_of_verse: Verso 2}
Ma[A]ria chorava à en[E/G#]trada,
cha[F#m7]mou-a Jesus pelo [D9]nome;
a [A]dor virou madru[E/G#]gada,
e o [Bm7]medo perdeu o seu [E4]nome. [E]
{end_of_verse}

{chorus}
`;

export const grandeEOSenhorChart = `{key: E}
{start_of_verse: Verso 1}
[E]Batam palmas, povos, [B/D#]vinde,
[C#m7]celebrai com ale[A9]gria;
[E]quem criou o mar e o [B/D#]monte
[F#m7]nos sustenta a cada [B4]dia. [B]
{end_of_verse}

{start_of_chorus: Refrão}
[A]Forte é o [B]nosso [G#m7]Rei, [C#m7]
[A]Seu rei[B]nado não tem [E]fim; [E/G#]
[A]quem pode[B]rá contra [G#m7]nós, [C#m7]
[F#m7]se o Senhor es[B4]tá a[E]qui?
{end_of_chorus}

{start_of_verse: Verso 2}
[E]Sobe o canto das ci[B/D#]dades,
[C#m7]desce a graça sobre o [A9]chão;
[E]cada povo, cada [B/D#]língua
[F#m7]Lhe entrega o cora[B4]ção. [B]
{end_of_verse}

{chorus}
`;

export const aclameAoSenhorChart = `{key: F}
{start_of_verse: Intro}
[F] [C/E] [Dm7] [Bb7M] [C4] [C]
{end_of_verse}

{start_of_verse: Verso 1}
[F]Soem as trom[C/E]betas, toquem tambo[Dm7]rins,
[Bb7M]cante o povo in[C]teiro em seus con[F]fins; [F/A]
[Bb7M]tudo o que res[C]pira venha cele[Am7]brar [Dm7]
[Gm7]o Senhor que reina sobre a [C4]terra e o [C]mar.
{end_of_verse}

{start_of_chorus: Refrão}
Le[Bb]vantem as [C]mãos, le[Am7]vantem a [Dm7]voz,
o [Bb]Rei da vi[C]tória ca[F]minha entre [F/A]nós;
as [Bb]portas se a[C]brem, o [Am7]dia ra[Dm7]iou,
can[Gm7]temos ao Deus que nos [C4]liber[F]tou.
{end_of_chorus}

{start_of_bridge: Ponte}
[Bb]Vitória, vi[C]tória, [Dm7]vitória em Je[F/A]sus; [Eb]
[Bb]ninguém nos se[C]para do [Dm7]Rei que é a [C4]luz. [C]
{end_of_bridge}

{chorus}
`;

export const deusEDeusChart = `{key: Bm}
{start_of_verse: Intro}
[Bm] [G7M] [D/F#] [Em7] [F#4] [F#7]
{end_of_verse}

{start_of_verse: Verso 1}
Se o [Bm]vento sopra contra [Bm/A]mim
e a [G7M]noite insiste em não ter [D/F#]fim,
eu [Em7]sei em quem tenho [Bm]crido:
meu [C#m7(5-)]Deus não muda[F#4]rá. [F#7]
{end_of_verse}

{start_of_chorus: Refrão}
Ele [G7M]reina sobre as [A]águas,
Ele [F#m7]reina sobre o [Bm7]pó;
quem sus[G7M]tenta as es[A]trelas
não me [Em7]deixa andar [F#4]só. [F#7]
{end_of_chorus}

{start_of_verse: Verso 2}
Os [Bm]montes podem se mo[Bm/A]ver,
os [G7M]reinos podem se per[D/F#]der,
mas Sua [Em7]palavra [Bm]fica:
de [C#m7(5-)]pé ela esta[F#4]rá. [F#7]
{end_of_verse}

{chorus}

{start_of_verse: Final}
[G7M] [A] [Bm]
{end_of_verse}
`;

export const noiteFelizChart = `{key: C}
{time: 3/4}
{start_of_verse: Verso 1}
[C]Dorme a vila de Be[C/E]lém,
[F]brilha a estrela no [C]alto a[C/E]lém;
[F]no presépio, entre ani[C]mais,
[Dm7]dorme o Rei da e[G4]terna [G7]paz.
{end_of_verse}

{start_of_chorus: Refrão}
[Am7]Noite se[Em7]rena, [F]noite de [C]luz,
[Dm7]dorme em Teu [G7(9)]berço, Me[C]nino Je[C/E]sus;
[F]dorme em Teu [C]berço, Me[G7]nino Je[C]sus.
{end_of_chorus}

{start_of_verse: Verso 2}
[C]Vêm pastores do [C/E]campo a pé,
[F]trazem flores de [C]sua [C/E]fé;
[F]e os anjos cantam en[C]tão:
[Dm7]glória a Deus nas al[G4]turas e [G7]paz no chão.
{end_of_verse}

{chorus}
`;

export const maranataChart = `{key: Em}
{start_of_verse: Intro}
[Em] [C7M] [G] [D/F#]
{end_of_verse}

{start_of_verse: Verso 1}
Já se [Em]ouve ao longe o [C7M]som
de quem [G]vem para rei[D/F#]nar;
acen[Em]dei vossas can[C7M]deias,
que o [Am7]Noivo vai che[B4]gar. [B7]
{end_of_verse}

{start_of_chorus: Refrão}
Mara[C7M]nata! Vem, Se[D]nhor!
Toda a i[Bm7]greja clama as[Em7]sim;
Mara[C7M]nata! Vem, Se[D]nhor!
Teu [F#m7(5-)]reino não terá [B7(9-)]fim.
{end_of_chorus}

{start_of_verse: Verso 2}
Não ha[Em]verá mais pranto ou [C7M]dor,
nem a [G]noite a nos cer[D/F#]car;
o Cor[Em]deiro será a [C7M]luz
da ci[Am7]dade que há de bai[B4]xar. [B7]
{end_of_verse}

{chorus}
`;

export const vimParaAdorarTeChart = `{key: D}
{start_of_verse: Verso 1}
[D]Deixo aos Teus pés o que eu [A/C#]trouxe,
[Bm7]pouco é tudo o que tenho a[G7M]qui;
[D]mas o pouco, em Tuas [A/C#]mãos,
[Em7]vira canto para [A4]Ti. [A]
{end_of_verse}

{start_of_chorus: Refrão}
[G9]Eis-me aqui, Se[A]nhor, eis-me a[F#m7]qui, [Bm7]
[G9]com a vida em [A]Tuas [D/F#]mãos;
[G9]tudo o que sou Te o[A]fereço, [F#m7] [Bm7]
[Em7]minha oferta e [A4]minha can[D]ção.
{end_of_chorus}

{start_of_verse: Verso 2}
[D]Não me trago por ser [A/C#]digno,
[Bm7]venho só porque cha[G7M]maste;
[D]Tua mesa está pos[A/C#]ta
[Em7]e o lugar Tu me guar[A4]daste. [A]
{end_of_verse}

{chorus}
`;
