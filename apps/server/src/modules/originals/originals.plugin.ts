import type { FastifyInstance } from 'fastify';
import { repeatWhileOpen } from '../../core/repeat-while-open';
import type { SharedDeps } from '../../core/shared-deps';
import { createOriginalsRepository } from './originals.repository';
import { originalsRoutes } from './originals.routes';
import { createOriginalsService } from './originals.service';

/** How often every process looks for rounds a crash or a lost answer left unfinished (idempotent). */
const SWEEP_MS = 15_000;

/**
 * The in-house instant games (the BGS originals and the slots): their calls and the sweeper that
 * finishes interrupted rounds. They play through the provider wallet protocol in-process with the
 * lottery's wallet and sessions (`inHouseWallet`), as the BGS vendor.
 */
export async function originalsPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, services } = deps;
  const { wallet, sessions } = services.need('inHouseWallet');
  const originals = createOriginalsService({ db, repo: createOriginalsRepository(db), wallet, sessions });
  services.provide('originals', originals);
  repeatWhileOpen(app, SWEEP_MS, () => originals.sweep(), 'originals sweep failed');
  await app.register(originalsRoutes, { originals, auth });
}
