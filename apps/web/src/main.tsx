import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { clearOfflineApiCache } from './lib/offline-cache';
import { getAccessToken } from './lib/session-store';
import { registerServiceWorker } from './lib/service-worker';
import './styles/global.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// A session that ended while the app was closed (storage cleared, cookie expired) leaves no
// offline copies of its data behind either.
if (!getAccessToken()) void clearOfflineApiCache();

// Production builds only: a worker in development would serve stale modules to Vite.
if (import.meta.env.PROD) registerServiceWorker();
