import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadTexts } from '../i18n/feature-texts';
import { initI18n } from '../i18n/setup';
import type { Texts } from '../i18n/text-files';

// findBy… and waitFor wait for a condition; on the shared 2-core machine under load a page took over
// the default second to render (a hand verified with Web Crypto). A longer wait only delays a failure.
configure({ asyncUtilTimeout: 10_000 });

// Components render synchronously in tests: every text bundle of the languages tests use is read
// here at once (in the browser each language's files are fetched on demand).
preloadTexts(
  import.meta.glob<Texts>(
    [
      '../**/locales/en.json',
      '../**/locales/*.en.json',
      '../**/locales/zh.json',
      '../**/locales/*.zh.json',
      '../**/locales/my.json',
      '../**/locales/*.my.json',
    ],
    { import: 'default', eager: true },
  ),
);

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
