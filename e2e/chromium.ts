import fs from 'node:fs';

/** The command that installs the browser the tests use, printed when none is found. */
export const CHROMIUM_INSTALL_HINT = 'apt-get update && apt-get install -y chromium fonts-noto-cjk fonts-noto-core';

/**
 * Finds a Chromium for the browser tests: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then
 * a Playwright-installed one. Returns undefined when there is none.
 */
export function findChromium(playwrightDefault?: () => string): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  try {
    const bundled = playwrightDefault?.();
    if (bundled && fs.existsSync(bundled)) return bundled;
  } catch {
    // Playwright has no browser of its own here.
  }
  return undefined;
}

/** Flags for headless Chromium on these machines (see STACK-NOTES.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
