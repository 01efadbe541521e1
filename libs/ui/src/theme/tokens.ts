export type ThemeName = 'light' | 'dark';

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
    danger: string;
    dangerSurface: string;
    success: string;
    focus: string;
  };
  radius: { sm: string; md: string; lg: string };
  space: (step: number) => string;
  font: { family: string; small: string; body: string; title: string; hero: string };
  breakpoints: { phone: string; tablet: string };
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (step: number) => `${step * 4}px`,
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    small: '0.875rem',
    body: '1rem',
    title: '1.5rem',
    hero: 'clamp(2rem, 6vw, 3.25rem)',
  },
  breakpoints: { phone: '640px', tablet: '960px' },
};

export const lightTheme: LevitaTheme = {
  ...shared,
  name: 'light',
  colors: {
    background: '#f6f5fb',
    surface: '#ffffff',
    surfaceMuted: '#eeecf7',
    border: '#d9d6e8',
    text: '#1d1a2b',
    textMuted: '#5d5873',
    primary: '#5b3cc4',
    primaryText: '#ffffff',
    danger: '#b42318',
    dangerSurface: '#fdecea',
    success: '#1b7f4b',
    focus: '#8f74ff',
  },
};

export const darkTheme: LevitaTheme = {
  ...shared,
  name: 'dark',
  colors: {
    background: '#131120',
    surface: '#1d1a2e',
    surfaceMuted: '#27233d',
    border: '#3a3556',
    text: '#f1effa',
    textMuted: '#b3aecb',
    primary: '#9d85ff',
    primaryText: '#131120',
    danger: '#ff8a80',
    dangerSurface: '#3b1d22',
    success: '#6fd3a0',
    focus: '#c2b3ff',
  },
};

export const themes: Record<ThemeName, LevitaTheme> = { light: lightTheme, dark: darkTheme };

// Every styled component in the workspace reads these tokens from `theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LevitaTheme {}
}
