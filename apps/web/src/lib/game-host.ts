/**
 * Tells the page that frames this game (the game popup) that money moved, so its header balance
 * follows (the popup listens for `fortuna:balance` from its own frame and origin only).
 */
export function tellHost(): void {
  if (window.parent !== window) window.parent.postMessage({ type: 'fortuna:balance' }, window.location.origin);
}
