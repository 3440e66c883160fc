import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/fraunces/opsz.css';
import '@fontsource-variable/nunito/wght.css';
import './styles/index.css';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

// A transition: React renders the app in slices, keeping the phone responsive, and the first
// screen the server wrote into #root stays until the app is ready to replace it
// (docs/decisions/0014-speed.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
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
