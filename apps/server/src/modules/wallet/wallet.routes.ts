import { accountRecordQuerySchema, walletTransferRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes, onRememberedSession } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { WalletService } from './wallet.service';

/** Wallet calls of spec §7: balance, consolidated funds, merchant wallets, main ↔ vendor transfer. */
export async function walletRoutes(
  app: FastifyInstance,
  deps: { wallet: WalletService; auth: AuthService; readSiteAfresh: (request: FastifyRequest) => Promise<void> },
): Promise<void> {
  markMemberRoutes(app);
  const { wallet, auth, readSiteAfresh } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/v2/wallets/balance', async (request) => ok(await wallet.balance(request.site, await session(request))));

  app.get('/wps/member/info/funds/consolidated', async (request) => ok(await wallet.consolidated(request.site, await session(request))));

  app.get('/wps/merchant/wallets', async (_request, reply) => {
    reply.header('cache-control', 'private, max-age=60');
    return ok(await wallet.merchantWallets());
  });

  app.get('/wps/member/accountRecord', async (request) => {
    const ctx = await session(request);
    return ok(await wallet.accountRecord(request.site, ctx, parseInput(accountRecordQuerySchema, request.query)));
  });

  // The hottest money call: a stated amount is one guarded post, so the call may start from the
  // session as this process last read it (http/session-prefetch.ts).
  app.post('/wps/relay/GCS_walletTransfer', { config: { rememberedSession: true } }, async (request) =>
    ok(
      await onRememberedSession(request, readSiteAfresh, async () => {
        const ctx = await session(request);
        return wallet.transfer(request.site, ctx, parseInput(walletTransferRequestSchema, request.body));
      }),
    ),
  );
}
