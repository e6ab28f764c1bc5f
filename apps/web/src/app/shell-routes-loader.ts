/** The shell's other pages' route table (shell-routes.tsx), loaded on demand or fetched ahead while idle. */
export const loadShellRoutes = () => import('./shell-routes');

/**
 * Fetches the route table of the other pages once the browser is idle after the first paint, so
 * the first click away from home does not wait for it.
 */
export function prefetchShellRoutes(): () => void {
  const run = () => void loadShellRoutes().catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1500);
  return () => clearTimeout(timer);
}
