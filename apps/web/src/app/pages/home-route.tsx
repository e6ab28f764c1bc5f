import { lazyNamed } from '../../lib/lazy-named';
import { loadedHomePage, loadHomePage } from '../home-page-loader';

const LazyHomePage = lazyNamed(loadHomePage, 'HomePage');

/** Home: rendered at once when its chunk came with the start-up (the first page), else lazily. */
export function HomeRoute() {
  const home = loadedHomePage();
  return home ? <home.HomePage /> : <LazyHomePage />;
}
