import { z } from 'zod/mini';

/** The remotes the shell knows how to mount; a manifest may list any subset of them. */
export const remoteNames = ['landing', 'repertoire', 'schedules', 'members', 'reports'] as const;
export const remoteNameSchema = z.enum(remoteNames);
export type RemoteName = z.infer<typeof remoteNameSchema>;

// Versions become folder names under the deploy root, so only path-safe characters pass.
export const remoteVersionSchema = /* @__PURE__ */ z
  .string()
  .check(
    z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'expected a semantic version such as 1.2.3'),
  );

export const remoteManifestEntrySchema = z.object({
  version: remoteVersionSchema,
  /** Absolute path (same origin) or URL of the remote's Module Federation entry. */
  entry: /* @__PURE__ */ z.string().check(z.minLength(1)),
  deployedAt: z.optional(z.string()),
});
export type RemoteManifestEntry = z.infer<typeof remoteManifestEntrySchema>;

/** Body of GET /remotes.json: which build of each remote the shell loads. */
export const remoteManifestSchema = z.partialRecord(remoteNameSchema, remoteManifestEntrySchema);
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;

export function remoteEntryPath(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/remoteEntry.js`;
}
