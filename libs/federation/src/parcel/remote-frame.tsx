import type { ReactNode } from 'react';

export interface RemoteBuildInfo {
  name: string;
  version: string;
}

/** Set in the browser's console (`localStorage.setItem('levita.builds', 'on')`) to see them. */
export const showBuildsKey = 'levita.builds';

function buildsShown(): boolean {
  try {
    return window.localStorage.getItem(showBuildsKey) === 'on';
  } catch {
    // Storage refused (a private window's policy): the label stays hidden.
    return false;
  }
}

/**
 * A remote's page with the name and version of the build under it: always in the DOM (support
 * reads it with the page's inspector, deploy tests look for it), on screen only when asked for
 * with `levita.builds` in localStorage: a team should not read "members 0.1.0" under its
 * pages.
 */
export function RemoteFrame({ build, children }: { build: RemoteBuildInfo; children: ReactNode }) {
  return (
    <div data-remote={build.name} data-remote-version={build.version}>
      {children}
      {/* In the page's own text colour when shown: faded, it fell below 4.5:1 contrast in both
          themes (WCAG 1.4.3), and this frame sits outside the remote's theme. */}
      <p
        data-testid="remote-build"
        hidden={!buildsShown()}
        style={{ margin: '32px 0 0', fontSize: '0.75rem', fontFamily: 'inherit' }}
      >
        {build.name} {build.version}
      </p>
    </div>
  );
}
