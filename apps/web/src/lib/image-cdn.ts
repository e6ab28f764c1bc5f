/** Picks a uniformly random index below `length` with WebCrypto (never Math.random). */
export function randomIndex(length: number): number {
  if (length <= 1) return 0;
  const limit = Math.floor(0x1_0000_0000 / length) * length;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    // Rejecting the tail keeps every index equally likely.
    if (value < limit) return value % length;
  }
}

let chosenCdn: string | undefined;
let chosen = false;

/**
 * Spec §9: "Image and launch CDNs chosen randomly". Chooses one of the whitelabel's image CDNs once
 * per page load; later calls keep the first choice.
 */
export function initImageCdn(cdns: readonly string[], pick: (length: number) => number = randomIndex): void {
  if (chosen) return;
  chosen = true;
  const usable = cdns.map((cdn) => cdn.trim()).filter(Boolean);
  chosenCdn = usable.length ? usable[pick(usable.length)]?.replace(/\/+$/, '') : undefined;
}

/** Forgets the chosen CDN (tests only). */
export function resetImageCdn(): void {
  chosen = false;
  chosenCdn = undefined;
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Turns an image path from the API into a URL on the chosen CDN; absolute URLs and this server's /wps/ paths are used as they are. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (ABSOLUTE_URL.test(path)) return path;
  // This server's own images (an uploaded member icon) are not on the CDN.
  if (path.startsWith('/wps/')) return path;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return chosenCdn ? `${chosenCdn}${normalized}` : normalized;
}
