import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { textsMark, textsSince } from '../i18n/feature-texts';

/**
 * React.lazy for a module's named export (the code base has no default exports). The page shows
 * once the texts its module registered have loaded too (i18n/feature-texts.ts), so it never
 * flashes its keys or English first.
 */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const mark = textsMark();
    const module = await load();
    await textsSince(mark);
    return { default: module[name] as never };
  });
}
