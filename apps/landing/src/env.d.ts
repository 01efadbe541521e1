interface ImportMetaEnv {
  /** Set by remoteViteConfig: which remote and which build this is. */
  readonly LEVITA_REMOTE_NAME: string;
  readonly LEVITA_REMOTE_VERSION: string;
}
