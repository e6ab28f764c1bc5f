import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Hooks here load modules (Vite transforms them on first use): work to wait for, not a measure
    // of speed; on the shared 2-core machine one took over 10 s. The timeout only has to catch a hang.
    hookTimeout: 600_000,
    // The same for tests: a component test that renders a page and waits for it took seconds under load.
    testTimeout: 60_000,
  },
});
