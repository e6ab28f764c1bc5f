import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n } from '../i18n/setup';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
