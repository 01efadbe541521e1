/**
 * The 20 song categories of part 2 §9, by code; the web shows them translated
 * (Adoração, Louvor, Reflexivo, …).
 */
export const songCategories = [
  'adoracao',
  'louvor',
  'reflexivo',
  'confianca',
  'celebracao',
  'vitoria',
  'rendicao',
  'cura',
  'esperanca',
  'intercessao',
  'comunhao',
  'santa_ceia',
  'natal',
  'pascoa',
  'ofertorio',
  'missoes',
  'pentecostes',
  'batismo',
  'casamento',
  'infantil',
] as const;
export type SongCategory = (typeof songCategories)[number];

export const MIN_BPM = 1;
export const MAX_BPM = 300;
export const SONGS_MAX_PAGE_SIZE = 100;
export const MUSIC_SEARCH_MIN_LENGTH = 3;

/** A link that starts with the site's host, any subdomain, and no scheme. */
const CHORDS_HOST_FIRST = /^([a-z0-9-]+\.)*cifraclub\.com\.br([:/?#]|$)/i;

/**
 * Any link on the Cifra Club domain, however it was typed or shared, becomes the https www
 * form of the site (part 2 §5 Chords link). Other links are returned unchanged.
 */
export function normaliseChordsLink(link: string): string {
  // Pasted without a scheme ("cifraclub.com.br/artista/musica"), it is still the site's link.
  const typed = link.trim();
  let url: URL;
  try {
    url = new URL(CHORDS_HOST_FIRST.test(typed) ? `https://${typed}` : typed);
  } catch {
    return link;
  }
  if (url.hostname !== 'cifraclub.com.br' && !url.hostname.endsWith('.cifraclub.com.br'))
    return link;
  url.protocol = 'https:';
  url.hostname = 'www.cifraclub.com.br';
  url.port = '';
  return url.href;
}
