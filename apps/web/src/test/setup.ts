import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/setup';

// findBy… and waitFor wait for a condition; on the shared 2-core machine under load a page took over
// the default second to render (a hand verified with Web Crypto). A longer wait only delays a failure.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
