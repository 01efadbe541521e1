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
      {/* Which build is on screen: support asks for it, and deploy tests look for it. */}
      <p
        data-testid="remote-build"
        style={{ margin: '32px 0 0', fontSize: '0.75rem', opacity: 0.6 }}
      >
        {build.name} {build.version}
      </p>
    </div>
  );
}
