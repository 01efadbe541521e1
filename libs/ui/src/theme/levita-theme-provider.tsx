import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { type ThemeName, themes } from './tokens';

/** Theme tokens for one React root; remotes wrap their tree with it using the theme prop they get. */
export function LevitaThemeProvider({
  theme,
  children,
}: {
  theme: ThemeName;
  children: ReactNode;
}) {
  return <ThemeProvider theme={themes[theme]}>{children}</ThemeProvider>;
}
