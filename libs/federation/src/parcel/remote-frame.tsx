import type { ReactNode } from 'react';

export interface RemoteBuildInfo {
  name: string;
  version: string;
}

/** A remote's page with the name and version of the build under it. */
export function RemoteFrame({ build, children }: { build: RemoteBuildInfo; children: ReactNode }) {
  return (
    <div data-remote={build.name} data-remote-version={build.version}>
      {children}
      {/* Which build is on screen: support asks for it, and deploy tests look for it. Small
          but in the page's own text colour: faded, it fell below 4.5:1 contrast in both themes
          (WCAG 1.4.3), and this frame sits outside the remote's theme, so it cannot pick a
          muted colour of its own. */}
      <p data-testid="remote-build" style={{ margin: '32px 0 0', fontSize: '0.75rem' }}>
        {build.name} {build.version}
      </p>
    </div>
  );
}
