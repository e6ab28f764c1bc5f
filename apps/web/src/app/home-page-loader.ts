import type { HomePage } from './pages/home-page';

type HomeModule = { HomePage: typeof HomePage };
let loaded: HomeModule | undefined;

/**
 * The home page's chunk. The start-up fetches it with the texts on a home path (first-page.ts); once
 * it is in, the route renders the page in the same commit as the shell instead of suspending first.
 */
export function loadHomePage(): Promise<HomeModule> {
  return import('./pages/home-page').then((module) => {
    loaded = module;
    return module;
  });
}

/** The home page's module if it has loaded. */
export function loadedHomePage(): HomeModule | undefined {
  return loaded;
}
