import './ui/tokens.css';
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startFirstPage } from './app/first-page';
import { createQueryClient } from './app/query-client';
import { consumeUrlLoginCode } from './features/auth/url-login-code';
import { getStoredLanguage } from './i18n/language';
import { initI18n } from './i18n/setup';
import { registerServiceWorker } from './lib/service-worker';
import { applyTheme, getStoredTheme } from './lib/theme';

applyTheme(getStoredTheme());
// A login code in the URL is exchanged before the first render, so a page that needs a session
// (e.g. /member?token=…) does not send the visitor to /login while the exchange is in flight.
const loggingIn = consumeUrlLoginCode();
// The first paint is in the stored language: the render waits for its texts (fetched, not bundled).
const texts = initI18n().catch((error: unknown) => console.warn('texts not loaded', error));
// Meanwhile the system gate's calls, and on home the page's code and banners, are on their way; the
// render waits for home's code too, so the page shows in the first commit rather than after a suspense.
const queryClient = createQueryClient();
const firstPage = startFirstPage(queryClient, window.location.pathname, getStoredLanguage()).catch(() => {});
// Production builds only: the dev server has no sw.js (and a worker there would cache Vite's modules).
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = container;
void Promise.all([loggingIn, texts, firstPage]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
