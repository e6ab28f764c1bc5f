import path from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR, type Site } from './fixtures';

/** A screenshot of the games journeys, named by what and how (`games-lobby-rng-en-dark-desktop.png`). */
export function gamesShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `games-${name}.png`);
}

/** Sets language and theme before the page loads. */
export async function usePreferences(page: Page, language: 'en' | 'zh' | 'my', theme: 'dark' | 'light' = 'dark'): Promise<void> {
  await page.addInitScript(
    ([l, t]) => {
      localStorage.setItem('fortuna.language', l);
      localStorage.setItem('fortuna.theme', t);
    },
    [language, theme] as const,
  );
}

/** The server's own answer for a lobby page, to compare what the page shows with. */
export async function serverGameList(site: Site, body: Record<string, unknown>, language = 'en') {
  const reply = await site.app.inject({
    method: 'POST',
    url: '/wps/relay/GCSGAME_gameList',
    headers: { 'content-type': 'application/json', language },
    payload: { pageNo: 1, pageSize: 18, ...body },
  });
  const value = reply.json().value as {
    games: { nodeId: number; gameName: string; vassalage: string }[];
    total: number;
    totalPages: number;
  };
  return value;
}

/**
 * Scrolls through the page so lazy images load, comes back to the top, and waits until every image
 * in the main content has loaded (or failed): a full-page screenshot then shows the art. Lazy
 * images that scrolling does not reach (the banner carousel's later slides, off to the side until
 * it turns to them, which at phone width took it some nine seconds) are asked to load at once.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
    for (const img of Array.from(document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]'))) {
      if (!img.complete) img.loading = 'eager';
    }
  });
  await page.waitForFunction(() => Array.from(document.querySelectorAll('main img')).every((img) => (img as HTMLImageElement).complete));
}
