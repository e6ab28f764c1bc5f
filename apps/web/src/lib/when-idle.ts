let markPainted: () => void = () => {};
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});
// Whatever the page, nothing waits for the largest paint longer than this after the start.
setTimeout(() => markPainted(), 2000);

/**
 * Marks the page's largest paint as done: on home, once the first banner has loaded (app/pages/home-page.tsx);
 * on any other first page, at the start (app/first-page.ts).
 */
export function largestPaintDone(): void {
  markPainted();
}

/**
 * Resolves after the largest paint, when the browser is next idle (at the latest after `timeout`
 * ms): what a page shows below or beside its main content loads then, so it does not compete with
 * the first paint for the network and the main thread (issue 24: the largest paint under 1 s).
 */
export function whenIdle(timeout = 1500): Promise<void> {
  return painted.then(
    () =>
      new Promise((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
        else setTimeout(resolve, 1);
      }),
  );
}
