import type { MinistryStanding } from '@levita/contracts';
import type { Locale } from '@levita/i18n';
import type { ThemeName } from '@levita/ui';

/** Bumped only when a change would break a remote built against the previous contract. */
export const remoteContractVersion = 1 as const;

export interface RemoteMinistry {
  id: number;
  nome: string;
  situacao: MinistryStanding;
}

export interface RemoteUser {
  id: number;
  nome: string;
  email: string;
}

/** Asks the person whether to leave a page with unsaved changes; resolves true to leave. */
export type LeaveQuestion = () => Promise<boolean>;

export interface RemoteNotice {
  type: 'success' | 'error' | 'info';
  message: string;
}

/**
 * Everything a remote receives from the shell (contract v1, design §2). Remotes read the
 * session only through these props, never through shared module state.
 */
export interface RemoteProps {
  /** Where the remote's router is mounted, e.g. /ministerios/7/musicas. */
  basePath: string;
  /**
   * The paths the remote owns, each with everything below it; its router renders for nothing
   * else. Default: `basePath`. A remote mounted above its sections (members, at the ministry)
   * gets only those, or its catch-all route would send the page back into it whenever the URL
   * moved to the ministry's other pages. Optional, so no version bump: older shells leave it
   * out, older remotes never read it.
   */
  ownedPaths?: readonly string[];
  ministry: RemoteMinistry | null;
  user: RemoteUser | null;
  locale: Locale;
  theme: ThemeName;
  /**
   * The page's language and theme belong to the shell; a remote that offers the choice (the
   * landing page's picker and toggle) asks the shell, which saves it and updates every remote.
   */
  setLocale: (locale: Locale) => void;
  setTheme: (theme: ThemeName) => void;
  /** Always the current token: the shell refreshes it behind the remote's back. */
  getToken: () => string | null;
  /** Call on a 401 token_expired: the shell clears the session and goes to /login. */
  onUnauthorized: () => void;
  /**
   * Ask first on a 401 token_expired: the shell renews the access token with the browser's
   * lasting session (one renewal for the whole page); 'renewed' means call again. Optional,
   * so no version bump: older shells leave it out.
   */
  renewSession?: () => Promise<'renewed' | 'refused' | 'unreachable'>;
  /** Navigation to a path outside the remote. */
  navigate: (to: string) => void;
  /**
   * A page with unsaved changes registers how to ask "discard them?" (its own dialog; true =
   * leave) and gets back its release. Until then the shell asks before any way out the remote
   * cannot see: its side menu and top bar, another remote's link, Back and Forward. Optional,
   * so no version bump: older shells leave it out, and such a page asks only for its own links.
   */
  guardLeave?: (ask: LeaveQuestion) => () => void;
  notify: (notice: RemoteNotice) => void;
  apiBaseUrl: string;
  contractVersion: typeof remoteContractVersion;
}

/**
 * Every key of the contract, as a map rather than a list: a key added to RemoteProps and not
 * here fails the typecheck, instead of being dropped on its way to the remote.
 */
const remotePropKeys = {
  basePath: true,
  ownedPaths: true,
  ministry: true,
  user: true,
  locale: true,
  theme: true,
  setLocale: true,
  setTheme: true,
  getToken: true,
  onUnauthorized: true,
  renewSession: true,
  navigate: true,
  guardLeave: true,
  notify: true,
  apiBaseUrl: true,
  contractVersion: true,
} as const satisfies Record<keyof RemoteProps, true>;

/** single-spa adds its own props (name, mountParcel, domElement...); the remote sees only the contract. */
export function pickRemoteProps(props: RemoteProps): RemoteProps {
  return Object.fromEntries(
    Object.keys(remotePropKeys)
      // An optional key the shell left out stays out, as an older shell would send it.
      .filter((key) => key in props)
      .map((key) => [key, props[key as keyof RemoteProps]]),
  ) as unknown as RemoteProps;
}
