import { useEffect } from 'react';

export const APP_NAME = 'Roastie';

/** "About · Roastie"; the home page is just "Roastie". */
export function formatDocumentTitle(title?: string): string {
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
}

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
