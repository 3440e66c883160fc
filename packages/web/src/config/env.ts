// Build-time settings, read once. Everything defaults to the embedded setup: the API on the same
// origin as the app.
export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, ''),
} as const;
