import './lib/zod-config';
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { askEarlyFor } from './app/early-requests';
import { installServiceWorkerWhenIdle } from './lib/service-worker';

// Before anything renders: the screen's data is on its way while its code downloads.
askEarlyFor(window.location.pathname + window.location.search);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The built app only: the dev server has no service worker to install.
if (import.meta.env.PROD) installServiceWorkerWhenIdle();
