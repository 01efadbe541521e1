import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageOutlet } from './page-outlet';
import { SkipLink, skipTarget } from './skip-link';
import { TopBar } from './top-bar';

const Main = styled.main`
  padding: ${({ theme }) => theme.space(5)};
  &:focus {
    outline: none;
  }
`;

/**
 * Which page the shell layout shows: the ministry area is one page here (its layout has the
 * skeleton of its own sections), everything else is its path.
 */
function shellPageOf(pathname: string): string {
  return matchPath({ path: paths.ministry.path, end: false }, pathname)?.pathnameBase ?? pathname;
}

/** The chrome of every logged-in page: top bar and the page. */
export function ShellChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <Main id="conteudo" {...skipTarget}>
        {children}
      </Main>
    </>
  );
}

/** The logged-in pages' layout route: the chrome around the page of the URL. */
export function ShellLayout() {
  const { pathname } = useLocation();
  return (
    <ShellChrome>
      <PageOutlet page={shellPageOf(pathname)} />
    </ShellChrome>
  );
}
