import { decryptCsPath } from '@fortuna/shared';

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'tg:']);

/** Whether a decrypted customer-service URL may be opened. */
export function isSafeServiceUrl(url: string): boolean {
  try {
    return ALLOWED_PROTOCOLS.has(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Decrypts a customer-service `path` (spec §3) and opens it in a new tab without an opener.
 * The tab is opened before the asynchronous decryption so popup blockers still see the click.
 */
export async function openCustomerService(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await decryptCsPath(path);
    if (!isSafeServiceUrl(url)) throw new Error('unsafe customer service url');
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
