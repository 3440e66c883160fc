/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives when the app is served from elsewhere (a CDN); same origin when unset. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
