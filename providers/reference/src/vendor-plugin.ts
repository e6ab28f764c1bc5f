import crypto from 'node:crypto';
import fs from 'node:fs';
import { formatMinor, parseMinor } from '@fortuna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createProtocolClient, httpTransport, type ProtocolClient, type ProtocolReply, type ProtocolTransport } from './protocol-client';
import { ONE_CHERRY, spin, THREE_OF_A_KIND, TWO_CHERRIES } from './slot';
import { openSession, sealSession, sessionOwner, type VendorSession } from './vendor-session';

/** A vendor key for one operator: the vendor's own configuration. */
export type VendorCredentials = { keyId: string; secret: string };

export type ReferenceVendorOptions = {
  /** The operator's portal, where the protocol lives (e.g. `http://127.0.0.1:8080`); a function when known only once it listens. */
  portalUrl: string | (() => string);
  /** This vendor's key for an operator and vendor code (the reference vendor plays as any of several vendor codes). */
  credentials: (operator: string, vendor: string) => Promise<VendorCredentials | undefined>;
  /** Origins allowed to frame the game page (CSP frame-ancestors); the portal's own by default. */
  frameAncestors?: readonly string[];
  /** How protocol calls travel; HTTP to `portalUrl` unless a test passes another. */
  transport?: ProtocolTransport;
};

/** Stakes the bet selector offers, in major units. */
export const BET_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

const publicFile = (name: string) => fs.readFileSync(new URL(`../public/${name}`, import.meta.url), 'utf8');

const sessionRequestSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,200}$/),
  operator: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/),
  vendor: z.string().regex(/^[A-Z0-9_]{1,20}$/),
});
const balanceRequestSchema = z.object({ session: z.string().min(10).max(4000) });
const spinRequestSchema = z.object({ session: z.string().min(10).max(4000), bet: z.string().regex(/^\d{1,9}(\.\d{1,8})?$/) });

type Envelope = { success: boolean; value: unknown; message: string };
const ok = (value: unknown): Envelope => ({ success: true, value, message: '' });
const fail = (reply: FastifyReply, status: number, message: string, value: unknown = null) =>
  reply.status(status).send({ success: false, value, message });

/** Network failures and 5xx answers are worth retrying; a 4xx answer is final. */
async function withRetry<T>(call: () => Promise<ProtocolReply<T>>, attempts = 3): Promise<ProtocolReply<T>> {
  let last: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const reply = await call();
      if (reply.status < 500) return reply;
      last = new Error(`portal answered ${reply.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * 3 ** attempt));
  }
  throw last;
}

/**
 * The reference vendor: a small external game vendor that plays real rounds through the
 * portal's provider wallet protocol. It serves its game page (a three-reel slot, slot.ts) and
 * the page's API; every bet and win is a signed protocol call over HTTP to the portal. Mount it
 * under a prefix (the portal mounts it at its demo launch CDN path, `/play/reference/`).
 *
 * A round: debit the bet (txn `<round>:bet`); if that call's outcome is unknown (network error),
 * roll it back; spin; credit the win, zero included, with `roundEnded` (txn `<round>:win`),
 * retried on network errors and 5xx — the portal answers a repeat with the original response.
 */
export async function referenceVendor(app: FastifyInstance, opts: ReferenceVendorOptions): Promise<void> {
  const page = { html: publicFile('index.html'), js: publicFile('game.js'), css: publicFile('game.css') };
  const transport = opts.transport ?? httpTransport(opts.portalUrl);
  const frameAncestors = (opts.frameAncestors ?? ["'self'"]).join(' ');

  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 502;
    if (status >= 500) request.log.error({ err: error }, 'reference vendor error');
    return fail(reply, status, status >= 500 ? 'vendor_unavailable' : 'vendor_bad_request');
  });

  // The game page is this vendor's document: its own CSP (scripts and calls only to itself),
  // framed by the operator's portal.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header(
        'content-security-policy',
        `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; ` +
          `frame-ancestors ${frameAncestors}; base-uri 'none'; form-action 'none'; object-src 'none'`,
      );
      reply.removeHeader('x-frame-options');
    }
    return payload;
  });

  async function clientFor(operator: string, vendor: string): Promise<{ client: ProtocolClient; secret: string } | undefined> {
    const credentials = await opts.credentials(operator, vendor);
    if (!credentials) return undefined;
    return {
      client: createProtocolClient({ keyId: credentials.keyId, secret: credentials.secret, transport }),
      secret: credentials.secret,
    };
  }

  /** The session a page sends back, opened with its vendor's secret; undefined when forged or altered. */
  async function sessionOf(sealed: string): Promise<{ session: VendorSession; client: ProtocolClient } | undefined> {
    const owner = sessionOwner(sealed);
    const found = owner && (await clientFor(owner.operator, owner.vendor));
    const session = found && openSession(found.secret, sealed);
    return found && session ? { session, client: found.client } : undefined;
  }

  app.get('/', async (request: FastifyRequest, reply) => {
    // The page loads game.js and game.css relative to itself, so it must be addressed as a folder.
    const [path, query] = request.url.split('?');
    if (!path?.endsWith('/')) return reply.redirect(`${path}/${query ? `?${query}` : ''}`);
    reply.header('cache-control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(page.html);
  });
  app.get('/game.js', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(page.js),
  );
  app.get('/game.css', async (_request, reply) => reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(page.css));

  /** Opens the player's session from the launch token in the page's URL. */
  app.post('/api/session', async (request, reply) => {
    const input = sessionRequestSchema.safeParse(request.body);
    if (!input.success) return fail(reply, 400, 'vendor_bad_request');
    const found = await clientFor(input.data.operator, input.data.vendor);
    if (!found) return fail(reply, 404, 'vendor_unknown_operator');
    const auth = await found.client.authenticate({ launchToken: input.data.token });
    const value = auth.body.value;
    if (!auth.body.success || !value) return fail(reply, auth.status >= 500 ? 502 : auth.status, auth.body.message);
    const decimals = value.balance.split('.')[1]?.length ?? 0;
    const session = sealSession(found.secret, {
      operator: input.data.operator,
      vendor: input.data.vendor,
      token: value.sessionToken,
      game: value.gameCode,
      currency: value.currency,
      decimals,
      playMoney: value.playMoney,
      expiresAt: Date.parse(value.sessionExpiresAt),
    });
    return ok({
      session,
      nickname: value.nickname,
      balance: value.balance,
      currency: value.currency,
      // The page shows the portal's symbol when it gives one, so the game and the header agree.
      currencySymbol: value.currencySymbol ?? value.currency,
      playMoney: value.playMoney,
      vendor: value.vendor,
      game: value.gameCode,
      bets: BET_STEPS.map((step) => formatMinor(BigInt(step) * 10n ** BigInt(decimals), decimals)),
      paytable: { threeOfAKind: THREE_OF_A_KIND, twoCherries: TWO_CHERRIES, oneCherry: ONE_CHERRY },
    });
  });

  app.post('/api/balance', async (request, reply) => {
    const input = balanceRequestSchema.safeParse(request.body);
    const found = input.success ? await sessionOf(input.data.session) : undefined;
    if (!found) return fail(reply, 401, 'vendor_session_invalid');
    const answer = await found.client.balance({ sessionToken: found.session.token });
    if (!answer.body.success) return fail(reply, answer.status >= 500 ? 502 : answer.status, answer.body.message, answer.body.value);
    return ok(answer.body.value);
  });

  /** Plays one round: debit, spin, credit. */
  app.post('/api/spin', async (request, reply) => {
    const input = spinRequestSchema.safeParse(request.body);
    const found = input.success ? await sessionOf(input.data.session) : undefined;
    if (!input.success || !found)
      return fail(reply, input.success ? 401 : 400, input.success ? 'vendor_session_invalid' : 'vendor_bad_request');
    const { session, client } = found;
    let bet: bigint;
    try {
      bet = parseMinor(input.data.bet, session.decimals);
    } catch {
      return fail(reply, 400, 'vendor_bad_request');
    }
    const allowed = BET_STEPS.some((step) => BigInt(step) * 10n ** BigInt(session.decimals) === bet);
    if (!allowed) return fail(reply, 400, 'vendor_bad_request');

    const roundId = `R${crypto.randomUUID().replaceAll('-', '')}`;
    const betTxn = `${roundId}:bet`;
    const amount = formatMinor(bet, session.decimals);
    let debit: ProtocolReply<{ balance: string }>;
    try {
      debit = await client.debit({ sessionToken: session.token, txnId: betTxn, roundId, amount, currency: session.currency });
      if (debit.status >= 500) throw new Error(`portal answered ${debit.status}`);
    } catch (error) {
      // The bet may or may not have been taken: cancel it. A rollback that arrives first leaves a
      // tombstone, so a delayed debit is refused too.
      request.log.warn({ err: error, roundId }, 'debit outcome unknown; rolling back');
      await withRetry(() => client.rollback({ sessionToken: session.token, txnId: betTxn, roundId })).catch((err) =>
        request.log.error({ err, roundId }, 'rollback failed'),
      );
      return fail(reply, 502, 'vendor_unavailable');
    }
    if (!debit.body.success) return fail(reply, debit.status, debit.body.message, debit.body.value);

    const result = spin(bet);
    const win = formatMinor(result.win, session.decimals);
    const credit = await withRetry(() =>
      client.credit({
        sessionToken: session.token,
        txnId: `${roundId}:win`,
        roundId,
        amount: win,
        roundEnded: true,
        currency: session.currency,
      }),
    ).catch(() => null);
    if (!credit?.body.success || !credit.body.value) {
      request.log.error({ roundId, answer: credit?.text }, 'credit failed; the round stays open');
      return fail(reply, 502, 'vendor_settlement_pending', { roundId });
    }
    return ok({
      roundId,
      stops: result.stops,
      line: result.line,
      multiplier: result.multiplier,
      bet: amount,
      win,
      balance: credit.body.value.balance,
      currency: session.currency,
    });
  });
}
