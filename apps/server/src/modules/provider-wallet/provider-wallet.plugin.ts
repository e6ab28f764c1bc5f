import { referenceVendor } from '@fortuna/reference-provider';
import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createProviderWalletRepository } from './provider-wallet.repository';
import { providerWalletRoutes } from './provider-wallet.routes';
import { createProviderWalletService } from './provider-wallet.service';
import { localBaseUrl, REFERENCE_VENDOR_PREFIX, referenceVendorCredentials } from './reference-vendor';

/**
 * The provider wallet protocol that game vendors call, and the demo's reference vendor on the demo
 * launch CDN path. Registered outside the player API: vendors send no merchant header and are not
 * gated by maintenance. Provides `providerWallet` (the in-house lottery plays through it in-process).
 */
export async function providerWalletPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, services, responsibleGaming } = deps;
  const repo = createProviderWalletRepository(db);
  const service = createProviderWalletService({ db, repo, responsibleGaming });
  services.provide('providerWallet', { service, repo });
  await app.register(providerWalletRoutes, { service, repo, db });
  await app.register(referenceVendor, {
    prefix: REFERENCE_VENDOR_PREFIX,
    portalUrl: () => localBaseUrl(app),
    credentials: referenceVendorCredentials(db),
  });
}
