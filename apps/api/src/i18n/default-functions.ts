import type { DefaultFunctionKey } from '@levita/contracts';
import type { ServerLocale } from './messages';

/** Names of the 18 starting functions, in the language of whoever creates the ministry. */
export const defaultFunctionNames: Record<ServerLocale, Record<DefaultFunctionKey, string>> = {
  'pt-BR': {
    vocalist: 'Vocal',
    minister: 'Ministro',
    acoustic_guitar: 'Violão',
    electric_guitar: 'Guitarra',
    bass: 'Baixo',
    drums: 'Bateria',
    keyboard: 'Teclado',
    piano: 'Piano',
    violin: 'Violino',
    flute: 'Flauta',
    harmonica: 'Gaita',
    triangle: 'Triângulo',
    tambourine: 'Pandeiro',
    sound_technician: 'Técnico de som',
    percussion: 'Percussão',
    accordion: 'Acordeão',
    saxophone: 'Saxofone',
    media: 'Mídia',
  },
  'en-US': {
    vocalist: 'Vocalist',
    minister: 'Worship leader',
    acoustic_guitar: 'Acoustic guitar',
    electric_guitar: 'Electric guitar',
    bass: 'Bass',
    drums: 'Drums',
    keyboard: 'Keyboard',
    piano: 'Piano',
    violin: 'Violin',
    flute: 'Flute',
    harmonica: 'Harmonica',
    triangle: 'Triangle',
    tambourine: 'Tambourine',
    sound_technician: 'Sound technician',
    percussion: 'Percussion',
    accordion: 'Accordion',
    saxophone: 'Saxophone',
    media: 'Media',
  },
};

/** "Novembro" / "November": month names for statistics, capitalised for display. */
export function monthName(locale: ServerLocale, month: number): string {
  const name = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
