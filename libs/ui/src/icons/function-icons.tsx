import type { FunctionIcon as FunctionIconName } from '@levita/contracts';
import { MusicNotesIcon } from './music-notes-icon';
import { createIcon, type IconComponent } from './svg-icon';

/*
 * The 30 function icons of part 1 §3, drawn for this kit on a 24×24 grid. Long instruments
 * are drawn upright and turned with `rotate` so they fill the square diagonally.
 */

const dot = { fill: 'currentColor', stroke: 'none' } as const;

const acousticBody =
  'M12 9.2C14.2 9.2 15.4 10.3 15.3 11.8C15.2 13 14.3 13.6 14.5 14.4C14.7 15.3 16.4 16.1 16.3 18.1C16.2 20.4 14.3 21.8 12 21.8C9.7 21.8 7.8 20.4 7.7 18.1C7.6 16.1 9.3 15.3 9.5 14.4C9.7 13.6 8.8 13 8.7 11.8C8.6 10.3 9.8 9.2 12 9.2Z';

const electricBody =
  'M10.5 13.2C10.2 12 9.4 10.4 8.4 10.3C7.3 10.2 7.2 11.8 7.6 13.2C8 14.6 7.3 15.6 7.2 17.2C7 19.8 9.2 21.8 12 21.8C14.8 21.8 16.9 20 16.8 17.6C16.7 16 15.9 15.2 16.2 13.9C16.5 12.8 16.4 11.6 15.6 11.5C14.8 11.4 14.1 12.6 13.5 13.2Z';

const violinBody =
  'M12 8.8C14.3 8.8 15.3 9.8 15.2 11.3C15.1 12.6 14 13.2 14 14.7C14 16 15.9 16.6 15.8 18.5C15.7 20.5 14.1 21.6 12 21.6C9.9 21.6 8.3 20.5 8.2 18.5C8.1 16.6 10 16 10 14.7C10 13.2 8.9 12.6 8.8 11.3C8.7 9.8 9.7 8.8 12 8.8Z';

const microphoneShape = (x: number, y: number, scale = 1) => (
  <g transform={`translate(${x} ${y}) scale(${scale})`}>
    <rect x="-3" y="0" width="6" height="11" rx="3" />
    <path d="M-6.5 8.5a6.5 6.5 0 0 0 13 0" />
    <path d="M0 15v3.5M-3.5 18.5h7" />
  </g>
);

export const MicrophoneIcon = createIcon('MicrophoneIcon', microphoneShape(12, 2.5));

export const AcousticGuitarIcon = createIcon(
  'AcousticGuitarIcon',
  <g transform="rotate(45 12 12)">
    <path d={acousticBody} />
    <circle cx="12" cy="15.6" r="1.3" />
    <path d="M11.2 9.3V3.5h1.6v5.8M10.6 19.3h2.8" />
    <rect x="10.8" y="1" width="2.4" height="2.5" rx="0.6" />
  </g>,
);

export const ElectricGuitarIcon = createIcon(
  'ElectricGuitarIcon',
  <g transform="rotate(45 12 12)">
    <path d={electricBody} />
    <path d="M11.2 13.2V3.2h1.6v10M10.9 3.2L11.6 1.2h2L13.1 3.2M10 15.6h4M10 17.6h4" />
    <circle cx="14.6" cy="19.6" r="0.6" {...dot} />
  </g>,
);

export const BassGuitarIcon = createIcon(
  'BassGuitarIcon',
  <g transform="rotate(45 12 12)">
    <path d={electricBody} transform="translate(12 21.8) scale(0.85) translate(-12 -21.8)" />
    <path d="M11.3 14.4V5.5h1.4v8.9M10 17.2h4" />
    <rect x="11" y="1" width="2" height="4.5" rx="0.5" />
    <path d="M11 2.2H9.8M11 4.2H9.8M13 2.2h1.2M13 4.2h1.2" />
  </g>,
);

export const DrumsIcon = createIcon(
  'DrumsIcon',
  <>
    <ellipse cx="12" cy="11" rx="8" ry="3" />
    <path d="M4 11v6.5c0 1.7 3.6 3 8 3s8-1.3 8-3V11" />
    <path d="M7 13.6v6M12 14v6.5M17 13.6v6" />
    <path d="M10 9.5L4.5 3M14 9.5l5.5-6.5" />
  </>,
);

export const KeyboardIcon = createIcon(
  'KeyboardIcon',
  <>
    <rect x="2" y="6" width="20" height="12" rx="2" />
    <path d="M2 10.5h20M6 10.5V18M10 10.5V18M14 10.5V18M18 10.5V18" />
    <rect x="5" y="10.5" width="2" height="4" {...dot} />
    <rect x="9" y="10.5" width="2" height="4" {...dot} />
    <rect x="17" y="10.5" width="2" height="4" {...dot} />
    <circle cx="5" cy="8.2" r="0.7" {...dot} />
    <circle cx="7.5" cy="8.2" r="0.7" {...dot} />
    <path d="M13 8.2h6" />
  </>,
);

export const PianoIcon = createIcon(
  'PianoIcon',
  <>
    <path d="M4.5 21V4.5A1.5 1.5 0 0 1 6 3h12a1.5 1.5 0 0 1 1.5 1.5V21M3 21h18" />
    <rect x="7.5" y="5.5" width="9" height="3.5" rx="0.5" />
    <rect x="3" y="11.5" width="18" height="3.5" rx="0.5" />
    <rect x="5.8" y="11.5" width="1.4" height="2" {...dot} />
    <rect x="8.8" y="11.5" width="1.4" height="2" {...dot} />
    <rect x="13.8" y="11.5" width="1.4" height="2" {...dot} />
    <rect x="16.8" y="11.5" width="1.4" height="2" {...dot} />
  </>,
);

const violinFamily = (
  <>
    <path d={violinBody} />
    <path d="M10.4 13.4c-.4 1.2.4 2.2 0 3.4M13.6 13.4c.4 1.2-.4 2.2 0 3.4M12 8.8V3.6M10.8 18.2h2.4" />
    <circle cx="12" cy="2.5" r="1.1" />
  </>
);

export const ViolinIcon = createIcon(
  'ViolinIcon',
  <>
    <g transform="rotate(-35 12 12)">{violinFamily}</g>
    <path d="M3.5 13.5L20.5 19" />
  </>,
);

export const ViolaIcon = createIcon(
  'ViolaIcon',
  <g transform="rotate(35 12 12)">
    {violinFamily}
    <path d="M11.3 9v8.2M12.7 9v8.2" strokeWidth={0.8} />
  </g>,
);

export const CelloIcon = createIcon(
  'CelloIcon',
  <>
    <g transform="translate(12 12) scale(0.95 1) translate(-12 -13)">{violinFamily}</g>
    <path d="M12 20.6V23" />
    <path d="M3 16.5l18-4" />
  </>,
);

export const DoubleBassIcon = createIcon(
  'DoubleBassIcon',
  <>
    <path d="M11 7C10 8.5 8.2 9 8 11C7.9 12.3 9 13 9 14.2C9 15.3 7.3 16 7.3 18.2C7.3 20.4 9.4 21.5 12 21.5C14.6 21.5 16.7 20.4 16.7 18.2C16.7 16 15 15.3 15 14.2C15 13 16.1 12.3 16 11C15.8 9 14 8.5 13 7Z" />
    <path d="M12 7V3.3M10.4 13.6c-.4 1.2.4 2.2 0 3.4M13.6 13.6c.4 1.2-.4 2.2 0 3.4M12 21.5V23M10.8 18.6h2.4" />
    <circle cx="12" cy="2.2" r="1.1" />
  </>,
);

export const FluteIcon = createIcon(
  'FluteIcon',
  <g transform="rotate(-35 12 12)">
    <rect x="1.5" y="10.6" width="21" height="2.8" rx="1.4" />
    <path d="M7 10.6v2.8" />
    <ellipse cx="4.3" cy="12" rx="0.9" ry="0.55" {...dot} />
    <circle cx="10" cy="12" r="0.6" {...dot} />
    <circle cx="12.2" cy="12" r="0.6" {...dot} />
    <circle cx="14.4" cy="12" r="0.6" {...dot} />
    <circle cx="17" cy="12" r="0.6" {...dot} />
    <circle cx="19.2" cy="12" r="0.6" {...dot} />
  </g>,
);

export const SaxophoneIcon = createIcon(
  'SaxophoneIcon',
  <>
    <path d="M11 4v11a2 2 0 0 0 4 0V9l-1.5-3H21l-3 3v6a5 5 0 0 1-10 0V4Z" />
    <path d="M8.2 4C7.8 2.4 6.4 1.8 4.4 2.2L3 2.6" />
    <circle cx="9.5" cy="7.5" r="0.7" {...dot} />
    <circle cx="9.5" cy="10.5" r="0.7" {...dot} />
    <circle cx="9.5" cy="13.5" r="0.7" {...dot} />
  </>,
);

export const TrumpetIcon = createIcon(
  'TrumpetIcon',
  <>
    <path d="M2 10.5h1.5M3.5 9.3v2.4M3.5 10.5H15M15 9.5l6-3v8l-6-3" />
    <path d="M6 10.5V15a1 1 0 0 0 1 1h7a1 1 0 0 0 1-1v-3.5" />
    <path d="M8.5 10.5v-4M11 10.5v-4M13.5 10.5v-4M7.8 6.5h1.4M10.3 6.5h1.4M12.8 6.5h1.4" />
  </>,
);

export const TromboneIcon = createIcon(
  'TromboneIcon',
  <>
    <path d="M2 5l5 2.5v2L2 12Z" />
    <path d="M7 8.5h13a1.75 1.75 0 0 1 0 3.5h-5" />
    <path d="M15 12H4a1.75 1.75 0 0 0 0 3.5h14.5M18.5 15.5h2M10 8.5V12" />
  </>,
);

export const HarmonicaIcon = createIcon(
  'HarmonicaIcon',
  <>
    <rect x="2" y="8" width="20" height="8" rx="1.5" />
    <path d="M2 10.5h20M2 13.5h20" />
    <path d="M5 10.5v3M7.5 10.5v3M10 10.5v3M12.5 10.5v3M15 10.5v3M17.5 10.5v3M20 10.5v3" />
  </>,
);

export const AccordionIcon = createIcon(
  'AccordionIcon',
  <>
    <rect x="2" y="4" width="5" height="16" rx="1" />
    <rect x="17" y="4" width="5" height="16" rx="1" />
    <path d="M7 5l2.5 1L12 5l2.5 1L17 5M7 19l2.5-1 2.5 1 2.5-1 2.5 1M9.5 6v12M12 5v14M14.5 6v12" />
    <circle cx="4.5" cy="8" r="0.7" {...dot} />
    <circle cx="4.5" cy="11" r="0.7" {...dot} />
    <circle cx="4.5" cy="14" r="0.7" {...dot} />
    <path d="M17 8h2.5M17 11h2.5M17 14h2.5" />
  </>,
);

export const CavaquinhoIcon = createIcon(
  'CavaquinhoIcon',
  <g transform="rotate(-45 12 12)">
    <path d={acousticBody} transform="translate(12 21.8) scale(0.78) translate(-12 -21.8)" />
    <circle cx="12" cy="17.5" r="1" />
    <path d="M11.3 12V4.5h1.4V12" />
    <rect x="10.9" y="1.5" width="2.2" height="3" rx="0.5" />
    <path d="M10.9 2.5H9.9M10.9 3.8H9.9M13.1 2.5h1M13.1 3.8h1" />
  </g>,
);

export const CajonIcon = createIcon(
  'CajonIcon',
  <>
    <rect x="4.5" y="5.5" width="10" height="16" rx="1" />
    <path d="M4.9 5.8L9 3h10v15.5l-4.5 3M19 3l-4.5 2.5" />
    <circle cx="9.5" cy="10.5" r="2.2" />
  </>,
);

export const TambourineIcon = createIcon(
  'TambourineIcon',
  <>
    <circle cx="12" cy="12" r="9.8" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12.00" cy="4.60" r="1.2" {...dot} />
    <circle cx="19.04" cy="9.71" r="1.2" {...dot} />
    <circle cx="16.35" cy="17.99" r="1.2" {...dot} />
    <circle cx="7.65" cy="17.99" r="1.2" {...dot} />
    <circle cx="4.96" cy="9.71" r="1.2" {...dot} />
  </>,
);

export const AtabaqueIcon = createIcon(
  'AtabaqueIcon',
  <>
    <ellipse cx="12" cy="4.5" rx="5" ry="1.8" />
    <path d="M7 4.5c-.4 4.5.4 8.5 1.5 12L9 21h6l.5-4.5c1.1-3.5 1.9-7.5 1.5-12" />
    <path d="M7.2 7.8l2.3 3.7L12 8l2.5 3.5 2.3-3.7M8.5 16.5h7" />
  </>,
);

export const TamborimIcon = createIcon(
  'TamborimIcon',
  <>
    <ellipse cx="9.5" cy="12.5" rx="6.5" ry="3" />
    <path d="M3 12.5v4c0 1.7 2.9 3 6.5 3s6.5-1.3 6.5-3v-4" />
    <path d="M11 11.5L21 3M11.5 12.3l10.3-7.6M10.6 10.8l9-8.6" />
  </>,
);

export const TriangleIcon = createIcon(
  'TriangleIcon',
  <>
    <path d="M5.2 17L12 5l8 14H6.6M12 5V2" />
    <path d="M16.5 22.5l5.5-6" />
  </>,
);

export const ZabumbaIcon = createIcon(
  'ZabumbaIcon',
  <>
    <ellipse cx="8" cy="12" rx="4" ry="8" />
    <path d="M8 4h7a4 8 0 0 1 0 16H8" />
    <path d="M10.5 5l2.2 14M13.5 4.5l-1.3 6.3" />
    <path d="M22 22l-2.5-4" />
    <circle cx="18.9" cy="16.9" r="1.3" />
  </>,
);

export const HarpIcon = createIcon(
  'HarpIcon',
  <>
    <path d="M5 21V3.5c3.5 0 5.5 3.5 9.5 3.5 2 0 3.5-1 5-2.5L13 21Z" />
    <path d="M8 4.4V21M11 6.2V21M14 7v11.5M16.7 6.6v5.9" />
  </>,
);

export const ConductorIcon = createIcon(
  'ConductorIcon',
  <>
    <circle cx="8" cy="5.5" r="2.5" />
    <path d="M4 21v-5.5a4 4 0 0 1 8 0V21M11 12.5L15 9M15 9l6-6" />
  </>,
);

export const BackingVocalIcon = createIcon(
  'BackingVocalIcon',
  <>
    {microphoneShape(7, 2, 0.72)}
    {microphoneShape(16.5, 7, 0.72)}
  </>,
);

export const SoundTechnicianIcon = createIcon(
  'SoundTechnicianIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M8 6.5v11M12 6.5v11M16 6.5v11" />
    <rect x="6.5" y="12" width="3" height="2" rx="0.5" {...dot} />
    <rect x="10.5" y="8" width="3" height="2" rx="0.5" {...dot} />
    <rect x="14.5" y="14" width="3" height="2" rx="0.5" {...dot} />
  </>,
);

export const ProjectorIcon = createIcon(
  'ProjectorIcon',
  <>
    <rect x="2" y="8" width="15" height="9" rx="2" />
    <circle cx="12.5" cy="12.5" r="2.5" />
    <circle cx="5.5" cy="11" r="0.7" {...dot} />
    <path d="M5 17v2M14 17v2M18.5 10L22 8M18.5 12.5H22M18.5 15l3.5 2" />
  </>,
);

/** Shown for an icon name the kit does not know (part 1 §3: "a default palette icon"). */
export const PaletteIcon = createIcon(
  'PaletteIcon',
  <>
    <path d="M12 3a9 9 0 0 0 0 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.8-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8Z" />
    <circle cx="7.5" cy="12.5" r="1.2" {...dot} />
    <circle cx="8.5" cy="8" r="1.2" {...dot} />
    <circle cx="12.5" cy="6.5" r="1.2" {...dot} />
    <circle cx="16.5" cy="8.5" r="1.2" {...dot} />
  </>,
);

/** Every function icon name of contracts, with its drawing. */
export const functionIconComponents: Record<FunctionIconName, IconComponent> = {
  microfone: MicrophoneIcon,
  violao: AcousticGuitarIcon,
  guitarra: ElectricGuitarIcon,
  baixo: BassGuitarIcon,
  bateria: DrumsIcon,
  teclado: KeyboardIcon,
  piano: PianoIcon,
  violino: ViolinIcon,
  viola: ViolaIcon,
  violoncelo: CelloIcon,
  contrabaixo: DoubleBassIcon,
  flauta: FluteIcon,
  saxofone: SaxophoneIcon,
  trompete: TrumpetIcon,
  trombone: TromboneIcon,
  gaita: HarmonicaIcon,
  acordeao: AccordionIcon,
  cavaquinho: CavaquinhoIcon,
  cajon: CajonIcon,
  pandeiro: TambourineIcon,
  atabaque: AtabaqueIcon,
  tamborim: TamborimIcon,
  triangulo: TriangleIcon,
  zabumba: ZabumbaIcon,
  harpa: HarpIcon,
  regente: ConductorIcon,
  'backing-vocal': BackingVocalIcon,
  'tecnico-som': SoundTechnicianIcon,
  projetor: ProjectorIcon,
  outro: MusicNotesIcon,
};
