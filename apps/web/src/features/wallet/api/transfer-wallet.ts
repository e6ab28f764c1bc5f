import { type WalletTransferRequest, walletTransferResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/relay/GCS_walletTransfer` (token): main ↔ one vendor wallet; `all` moves the whole source balance. */
export function transferWallet(body: WalletTransferRequest) {
  return apiSend('POST', '/wps/relay/GCS_walletTransfer', body, walletTransferResponseSchema);
}
