import { apiSend } from '../../../lib/api';
import { answer } from './originals-keys';

/** `POST /wps/originals/:code/seed` (token): a new client seed, which starts a new pair and reveals the old server seed. */
export function setOriginalsClientSeed(code: string, clientSeed: string) {
  return apiSend('POST', `/wps/originals/${encodeURIComponent(code)}/seed`, { clientSeed }, answer.rotation);
}

/** `POST /wps/originals/:code/seed/rotate` (token): a new server seed; the old one is revealed. */
export function rotateOriginalsSeed(code: string) {
  return apiSend('POST', `/wps/originals/${encodeURIComponent(code)}/seed/rotate`, {}, answer.rotation);
}
