import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export (the code base has no default exports). */
export function lazyNamed<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const module = await load();
    return { default: module[name] as never };
  });
}
