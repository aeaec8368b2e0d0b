import './app/styles/first-screens';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, connectApiClient } from './app/app';
import { createAppRouter } from './app/router';
import { authorizedQueryOptions } from './features/auth/api/get-authorized';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
const router = createAppRouter();
connectApiClient(router, queryClient);
// Who is signed in decides the first screen: ask now, while the router fetches that screen's code,
// instead of after it (the guards read this answer from the cache).
void queryClient.prefetchQuery(authorizedQueryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to mount the app in');

// The UI's language first (German is fetched when chosen), so the first screen is in it. The first
// render as a transition: React yields to the browser between pieces of work instead of holding the
// main thread for one long task, so the page answers input sooner on a slow phone.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  ),
);
