import {
  PROVIDER_CREDIT_BATCH_MAX,
  PROVIDER_PATHS,
  providerAuthenticateRequestSchema,
  providerBalanceRequestSchema,
  providerCreditBatchRequestSchema,
  providerCreditRequestSchema,
  providerDebitRequestSchema,
  providerResettleRequestSchema,
  providerRollbackRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fail, ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { verifyProviderSignature } from './provider-signature';
import type { ProviderWalletRepository } from './provider-wallet.repository';
import type { ProviderCaller, ProviderWalletService } from './provider-wallet.service';

/** Largest protocol body: the calls are a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;
/** Largest `creditBatch` body: its most credits, each a single call's size. */
const BATCH_BODY_LIMIT = PROVIDER_CREDIT_BATCH_MAX * 1024;

/** Launch tokens are pruned a day after they expire, every hour, by every process (one idempotent DELETE). */
const PRUNE_EVERY_MS = 3_600_000;

/**
 * The provider wallet protocol over HTTP (`POST /provider/v1/*`, see packages/shared
 * schemas/provider-wallet.ts). Outside the player API: no merchant header, no maintenance gate
 * (a vendor must be able to settle rounds during maintenance); the merchant and vendor come
 * from the signing key. Bodies are kept raw so the signature is checked over the exact bytes
 * before anything is parsed; money calls answer with the stored response text so a replay is
 * byte for byte the original.
 */
export async function providerWalletRoutes(
  app: FastifyInstance,
  opts: { service: ProviderWalletService; repo: ProviderWalletRepository; db: Kysely<Database> },
): Promise<void> {
  const { service, repo } = opts;

  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  /** The verified caller and the parsed body of a signed call. */
  async function signed(request: FastifyRequest): Promise<{ caller: ProviderCaller; body: unknown }> {
    const raw = typeof request.body === 'string' ? request.body : '';
    const caller = await verifyProviderSignature(request.headers, raw, (keyId) => repo.credential(keyId));
    try {
      return { caller, body: JSON.parse(raw) };
    } catch {
      throw new AppError('invalid_json');
    }
  }

  const sendText = (reply: FastifyReply, text: string) => reply.type('application/json; charset=utf-8').send(text);

  app.post(PROVIDER_PATHS.authenticate, async (request) => {
    const { caller, body } = await signed(request);
    return ok(await service.authenticate(caller, parseInput(providerAuthenticateRequestSchema, body)));
  });

  app.post(PROVIDER_PATHS.balance, async (request) => {
    const { caller, body } = await signed(request);
    return ok(await service.balance(caller, parseInput(providerBalanceRequestSchema, body)));
  });

  app.post(PROVIDER_PATHS.debit, async (request, reply) => {
    const { caller, body } = await signed(request);
    return sendText(reply, await service.debit(caller, parseInput(providerDebitRequestSchema, body)));
  });

  app.post(PROVIDER_PATHS.credit, async (request, reply) => {
    const { caller, body } = await signed(request);
    return sendText(reply, await service.credit(caller, parseInput(providerCreditRequestSchema, body)));
  });

  app.post(PROVIDER_PATHS.rollback, async (request, reply) => {
    const { caller, body } = await signed(request);
    return sendText(reply, await service.rollback(caller, parseInput(providerRollbackRequestSchema, body)));
  });

  app.post(PROVIDER_PATHS.resettle, async (request, reply) => {
    const { caller, body } = await signed(request);
    return sendText(reply, await service.resettle(caller, parseInput(providerResettleRequestSchema, body)));
  });

  // Each result is the envelope the credit alone would have had: a processed one its stored text
  // (so a repeat is byte for byte the original), a refused one its error code and values.
  app.post(PROVIDER_PATHS.creditBatch, { bodyLimit: BATCH_BODY_LIMIT }, async (request, reply) => {
    const { caller, body } = await signed(request);
    const outcomes = await service.creditMany(caller, parseInput(providerCreditBatchRequestSchema, body).calls);
    const results = outcomes.map((o) => (o.ok ? o.response : JSON.stringify(fail(o.error.code, o.error.details))));
    return sendText(reply, `{"success":true,"value":{"results":[${results.join(',')}]},"message":""}`);
  });

  const prune = setInterval(() => {
    opts.db
      .deleteFrom('launch_token')
      .where('expires_at', '<', new Date(Date.now() - 86_400_000))
      .execute()
      .catch((err) => app.log.warn({ err }, 'launch token prune failed'));
  }, PRUNE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}
