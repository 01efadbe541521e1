import type { MinistryStanding } from '@levita/contracts';

export type ThemeName = 'light' | 'dark';

/** Levels of the password strength bar (part 1 §5): 0-1 very weak ... 5 very strong. */
export type StrengthLevel = 'veryWeak' | 'weak' | 'medium' | 'strong' | 'veryStrong';

/** Background and text of a badge: the pair keeps AA contrast in its theme. */
export interface ToneColors {
  background: string;
  text: string;
}

export interface LevitaTheme {
  name: ThemeName;
  colors: {
    background: string;
    surface: string;
    surfaceMuted: string;
    border: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    primarySurface: string;
    danger: string;
    dangerSurface: string;
    success: string;
    successSurface: string;
    warning: string;
    warningSurface: string;
    info: string;
    infoSurface: string;
    focus: string;
    /** Veil behind modal dialogs. */
    overlay: string;
    /** Badge colours of the four standings (part 1 §3). */
    standing: Record<MinistryStanding, ToneColors>;
    /** Bar colours of the password strength (part 1 §5: red, orange, yellow, green, green). */
    strength: Record<StrengthLevel, string>;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  /** Spacing scale: `space(n)` is n × 4px. */
  space: (step: number) => string;
  font: {
    family: string;
    tiny: string;
    small: string;
    body: string;
    large: string;
    title: string;
    hero: string;
  };
  /** Widths where the layout changes: below `phone` is a phone, below `tablet` a tablet. */
  breakpoints: { phone: string; tablet: string };
  /** Media queries for those widths, to write `${({ theme }) => theme.media.phone} { ... }`. */
  media: { phone: string; tablet: string };
  shadow: { sm: string; md: string; lg: string };
  /** Outline of the focused control, the same everywhere so keyboard users always see it. */
  focusRing: string;
  /** Stacking order: sticky bars < dropdowns < modal dialogs < toasts. */
  zIndex: { header: number; dropdown: number; modal: number; toast: number };
  motion: { fast: string; fade: string };
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: (step: number) => `${step * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    tiny: '0.75rem',
    small: '0.875rem',
    body: '1rem',
    large: '1.125rem',
    title: '1.5rem',
    hero: 'clamp(2rem, 6vw, 3.25rem)',
  },
  breakpoints: { phone: '640px', tablet: '960px' },
  media: { phone: '@media (max-width: 640px)', tablet: '@media (max-width: 960px)' },
  zIndex: { header: 100, dropdown: 200, modal: 1000, toast: 1100 },
  // Part 1 §2: each page change shows its skeleton with a 300 ms fade.
  motion: { fast: '150ms', fade: '300ms' },
};

const lightColors = {
  background: '#f6f5fb',
  surface: '#ffffff',
  surfaceMuted: '#eeecf7',
  border: '#d9d6e8',
  text: '#1d1a2b',
  textMuted: '#5d5873',
  primary: '#5b3cc4',
  primaryText: '#ffffff',
  primarySurface: '#ece6ff',
  danger: '#b42318',
  dangerSurface: '#fdecea',
  success: '#1b7f4b',
  successSurface: '#e3f5eb',
  warning: '#9a5b00',
  warningSurface: '#fff3dc',
  info: '#1f5fbf',
  infoSurface: '#e5efff',
  focus: '#8f74ff',
  overlay: 'rgb(20 16 40 / 0.55)',
  standing: {
    PROPRIETARIO: { background: '#ece6ff', text: '#4a2ea8' },
    ADMIN: { background: '#e5efff', text: '#1a4f9e' },
    MEMBRO: { background: '#e3f5eb', text: '#166a3f' },
    PENDENTE: { background: '#fff3dc', text: '#8a4f00' },
  },
  strength: {
    veryWeak: '#d92d20',
    weak: '#ea7a0c',
    medium: '#ca9a04',
    strong: '#22a55a',
    veryStrong: '#15803d',
  },
} satisfies LevitaTheme['colors'];

const darkColors = {
  background: '#131120',
  surface: '#1d1a2e',
  surfaceMuted: '#27233d',
  border: '#3a3556',
  text: '#f1effa',
  textMuted: '#b3aecb',
  primary: '#9d85ff',
  primaryText: '#131120',
  primarySurface: '#2c2452',
  danger: '#ff8a80',
  dangerSurface: '#3b1d22',
  success: '#6fd3a0',
  successSurface: '#173326',
  warning: '#ffc266',
  warningSurface: '#3a2a10',
  info: '#8ab4ff',
  infoSurface: '#1a2947',
  focus: '#c2b3ff',
  overlay: 'rgb(0 0 0 / 0.65)',
  standing: {
    PROPRIETARIO: { background: '#2c2452', text: '#cdbfff' },
    ADMIN: { background: '#1a2947', text: '#a9c8ff' },
    MEMBRO: { background: '#173326', text: '#8fe0b5' },
    PENDENTE: { background: '#3a2a10', text: '#ffcf85' },
  },
  strength: {
    veryWeak: '#ff6b5e',
    weak: '#ff9f43',
    medium: '#f5d04c',
    strong: '#4ade80',
    veryStrong: '#22c55e',
  },
} satisfies LevitaTheme['colors'];

export const lightTheme: LevitaTheme = {
  ...shared,
  name: 'light',
  colors: lightColors,
  shadow: {
    sm: '0 1px 2px rgb(29 26 43 / 0.08)',
    md: '0 4px 14px rgb(29 26 43 / 0.12)',
    lg: '0 12px 40px rgb(29 26 43 / 0.2)',
  },
  focusRing: `3px solid ${lightColors.focus}`,
};

export const darkTheme: LevitaTheme = {
  ...shared,
  name: 'dark',
  colors: darkColors,
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.4)',
    md: '0 4px 14px rgb(0 0 0 / 0.45)',
    lg: '0 12px 40px rgb(0 0 0 / 0.6)',
  },
  focusRing: `3px solid ${darkColors.focus}`,
};

export const themes: Record<ThemeName, LevitaTheme> = { light: lightTheme, dark: darkTheme };

export function isThemeName(value: unknown): value is ThemeName {
  return value === 'light' || value === 'dark';
}

// Every styled component in the workspace reads these tokens from `theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LevitaTheme {}
}
