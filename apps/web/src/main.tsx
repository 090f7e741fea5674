import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstScreen } from './lib/after-first-screen';
import { addHeadingWeights } from './lib/i18n/devanagari-font';
import { activateInitialLanguage } from './lib/i18n/i18n';
import { clearOfflineApiCache } from './lib/offline-cache';
import { keepReturnPath } from './lib/return-path';
import { getAccessToken } from './lib/session-store';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

// Sent to sign-in by a file link (/onboarding?next=…): back there once signed in.
keepReturnPath(window.location);

// The first screen is drawn in the parent's language: its catalogue comes first. Not a
// top-level await: the catalogue's chunk imports the app's chunk (vite.config.ts), which would
// then wait for itself and never finish.
void activateInitialLanguage().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Hindi headings' font weights, once the first screen has what it needs (devanagari-font.ts).
  afterFirstScreen(addHeadingWeights);
});

// A session that ended while the app was closed (storage cleared) leaves no offline copies of
// its data behind either.
if (!getAccessToken()) void clearOfflineApiCache();

// Production builds only: a worker in development would serve stale modules to Vite.
if (import.meta.env.PROD) registerServiceWorker();
