/** Served by every web host at /runtime-config.json, so one build runs against any API. */
export interface RuntimeConfig {
  apiUrl: string;
}

/** Served by the shell host at /remotes.json: remote name → its mf-manifest.json URL. */
export type RemotesManifest = Record<string, string>;
