import type { SharedVersions } from './features/remotes/utils/federation-runtime';

declare global {
  interface ImportMetaEnv {
    /** The shared packages' pinned versions, from shellViteConfig (shared-dependencies.ts). */
    readonly LEVITA_SHARED_VERSIONS: SharedVersions;
  }
}
