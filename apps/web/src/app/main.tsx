// Entry point of the admin SPA: wires the API client to the router and session, then renders.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './labels.css';
import type { AppData } from '@storekeep/domain/app-data';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api-client.ts';
import { APP_DATA_KEY } from './app-data.ts';
import { holdEarlyModalRequests } from './early-modals.ts';
import { changeLanguage, i18n, storedLanguage } from './i18n.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

// A form's refusal that its schema leaves unnamed reads as the server words it (and is translated).
// Loaded beside the first screen, not before it: the texts are every refusal the server words, and
// no form is sent before they are in place.
void import('@storekeep/domain/zod-messages').then((module) => module.configurePlainZodMessages());

// Before anything can ask for a modal: the provider that shows them loads after the first screen.
holdEarlyModalRequests();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

configureApi({
  fetch: (input, init) => window.fetch(input, init),
  getRole: () => queryClient.getQueryData<AppData>(APP_DATA_KEY)?.user.role,
  getCurrentPath: () => `${window.location.pathname}${window.location.search}`,
  navigate: (href) => {
    router.history.push(href);
  },
  reLogin: () => import('./relogin-modal.tsx').then((module) => module.openReloginModal(queryClient)),
  getLanguage: () => i18n.language,
});

const language = storedLanguage();
if (language && language !== 'en') void changeLanguage(language);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
