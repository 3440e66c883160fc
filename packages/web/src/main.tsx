import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/fraunces/wght.css';
import '@fontsource-variable/nunito/wght.css';
import './styles/index.css';
import { App } from './app/app';
import { createAppRouter, routerReady } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// The first screen the server wrote into #root (docs/decisions/0014-speed.md) stays until the
// router has loaded the first page's module; then the app renders into a detached element, which
// takes #root's place in one step. Building the tree away from the document is cheaper than
// inserting node by node into it. Preact renders synchronously, so the swap follows a finished
// render (`react` is Preact here, docs/decisions/0021-preact-runtime.md).
const router = createAppRouter();
void routerReady(router).then(() => {
  const app = document.createElement('div');
  app.id = root.id;
  createRoot(app).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
  root.replaceWith(app);
});

// Offline and install support (vite.config.ts): production builds only, so the dev server and the
// tests never run a service worker. Registered after load, to keep the first paint fast; if it
// fails the app simply works online only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    import('workbox-window')
      .then(({ Workbox }) => new Workbox('/sw.js').register())
      .catch(() => undefined);
  });
}
