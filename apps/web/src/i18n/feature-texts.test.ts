import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesByLanguage, languageOfFile } from './text-files';

describe('locale files', () => {
  const files = {
    './locales/en.json': '/assets/en-1.json',
    './locales/zh-TW.json': '/assets/zh-TW-1.json',
    './locales/blackjack.en.json': '/assets/blackjack.en-1.json',
    './locales/blackjack.fr.json': '/assets/blackjack.fr-1.json',
    './locales/notes.json': '/assets/notes-1.json',
  };

  it('are <prefix><code>.json for a language the site offers', () => {
    expect([...filesByLanguage(files)]).toEqual([
      ['en', '/assets/en-1.json'],
      ['zh-TW', '/assets/zh-TW-1.json'],
    ]);
    expect([...filesByLanguage(files, 'blackjack.')]).toEqual([
      ['en', '/assets/blackjack.en-1.json'],
      ['fr', '/assets/blackjack.fr-1.json'],
    ]);
  });

  it('name their language last', () => {
    expect(languageOfFile('../features/agent/locales/accounts.zh-TW.json')).toBe('zh-TW');
    expect(languageOfFile('./locales/my.json')).toBe('my');
    expect(languageOfFile('./locales/notes.json')).toBeUndefined();
  });
});

/** Fresh text loaders (the test setup preloads the shared ones) over a fake network. */
async function freshLoaders(network: Record<string, object>) {
  vi.resetModules();
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    const body = Object.entries(network).find(([suffix]) => url.endsWith(suffix))?.[1];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
  });
  const { i18n } = await import('./instance');
  const texts = await import('./feature-texts');
  return { i18n, texts, requested };
}

describe('texts on demand', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const network = {
    '/en.json': { core: { hello: 'Hello' } },
    '/fr.json': { core: { hello: 'Bonjour' } },
    '/game.en.json': { game: { title: 'Blackjack', rules: 'Rules' } },
    '/game.fr.json': { game: { title: 'Vingt-et-un' } },
  };
  const gameFiles = { './locales/game.en.json': '/assets/game.en.json', './locales/game.fr.json': '/assets/game.fr.json' };

  it('loads only the language in use and English, and a feature registered later too', async () => {
    const { i18n, texts, requested } = await freshLoaders(network);
    await i18n.init({ lng: 'fr', fallbackLng: 'en', resources: {} });
    await texts.setLanguageInUse('fr');
    texts.registerFeatureTexts(gameFiles, 'game.');
    await texts.textsSettled();
    expect(i18n.t('core.hello')).toBe('Bonjour');
    expect(i18n.t('game.title')).toBe('Vingt-et-un');
    // A key the French file lacks falls back to English, key by key.
    expect(i18n.t('game.rules')).toBe('Rules');
    expect(requested.some((url) => /\/(zh|my)[.-]/.test(url))).toBe(false);
  });

  it('loads a new language before the switch, and shows English where a feature has no file', async () => {
    const { i18n, texts, requested } = await freshLoaders(network);
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: {} });
    await texts.setLanguageInUse('en');
    texts.registerFeatureTexts(gameFiles, 'game.');
    await texts.textsSettled();
    await texts.loadLanguageTexts('de');
    await i18n.changeLanguage('de');
    expect(i18n.t('game.title')).toBe('Blackjack');
    // No game file for German: nothing asked for it; the core's missing file is the operator's /locales path.
    expect(requested.filter((url) => url.includes('game.de'))).toEqual([]);
    await texts.loadLanguageTexts('fr');
    await i18n.changeLanguage('fr');
    expect(i18n.t('game.title')).toBe('Vingt-et-un');
  });

  it('tries a file that failed to arrive again on the next use of the language', async () => {
    const { i18n, texts } = await freshLoaders(network);
    const online = globalThis.fetch;
    let fails = 1;
    vi.stubGlobal('fetch', async (url: string) => {
      if (url.includes('game.en') && fails-- > 0) throw new TypeError('network down');
      return online(url);
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await i18n.init({ lng: 'en', fallbackLng: 'en', resources: {} });
    texts.registerFeatureTexts(gameFiles, 'game.');
    await texts.setLanguageInUse('en');
    expect(i18n.exists('game.title')).toBe(false);
    await texts.loadLanguageTexts('en');
    expect(i18n.t('game.title')).toBe('Blackjack');
  });
});
