import './ui/tokens.css';
import './ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/setup';
import { consumeUrlToken } from './lib/session';
import { applyTheme, getStoredTheme } from './lib/theme';

applyTheme(getStoredTheme());
consumeUrlToken();
void initI18n();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
