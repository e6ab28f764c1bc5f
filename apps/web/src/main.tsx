import './ui/tokens.css';
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { consumeUrlLoginCode } from './features/auth/url-login-code';
import { initI18n } from './i18n/setup';
import { applyTheme, getStoredTheme } from './lib/theme';

applyTheme(getStoredTheme());
// A login code in the URL is exchanged before the first render, so a page that needs a session
// (e.g. /member?token=…) does not send the visitor to /login while the exchange is in flight.
const loggingIn = consumeUrlLoginCode();
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = container;
void (loggingIn ?? Promise.resolve()).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
