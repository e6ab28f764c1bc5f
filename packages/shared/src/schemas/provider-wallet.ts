import { z } from 'zod';

/**
 * The provider wallet protocol (ARCHITECTURE §5): how a game vendor moves a player's money.
 * Every call is a signed `POST` with a JSON body (crypto/provider-signature.ts) and answers the
 * usual envelope `{ success, value, message }`; on failure `message` is an error code and the
 * HTTP status says what kind. Amounts are decimal strings in the merchant's currency ("12.50").
 *
 * - `authenticate` swaps the single-use launch token (from the launch URL, 5 minutes) for a
 *   player session of the vendor, member, game and currency.
 * - `debit` (a bet) needs a live session. `credit` (a win, `roundEnded` settles the round) and
 *   `rollback` are accepted after the session expired.
 * - Each `debit`/`credit` is processed once per (vendor, `txnId`), each `rollback` once per the
 *   `txnId` it cancels: a repeat is answered with the original response, byte for byte, even if
 *   the balance changed since. Refused calls (not enough money, bad signature, ...) are not
 *   recorded: they moved nothing and may be retried.
 * - `insufficient_balance` carries `{ balance, currency }` in `value`.
 * - A rollback of a `txnId` never seen leaves a tombstone (status `TOMBSTONE`): a debit or credit
 *   with that id arriving later is refused with `provider_txn_rolled_back`.
 * - `resettle` corrects a settled round's win (a sportsbook result corrected after settlement): it
 *   names the round's new total win and moves exactly the difference from the total so far, once
 *   per `txnId`, also after the session expired. A resettle is final: it is not rolled back; a
 *   later correction is another resettle.
 * - `creditBatch` carries up to {@link PROVIDER_CREDIT_BATCH_MAX} credits (distinct `txnId`s) of
 *   several players of the vendor in one call, processed in one database transaction; each is
 *   exactly the credit it would be alone (same checks, same once per `txnId`, a repeat answered
 *   with its original response) and is answered on its own: `value.results[i]` is the envelope
 *   that call `i` would have had, a refused one not refusing the others.
 */
export const PROVIDER_PATHS = {
  authenticate: '/provider/v1/authenticate',
  balance: '/provider/v1/balance',
  debit: '/provider/v1/debit',
  credit: '/provider/v1/credit',
  rollback: '/provider/v1/rollback',
  resettle: '/provider/v1/resettle',
  creditBatch: '/provider/v1/creditBatch',
} as const;

/** Most credits in one `creditBatch` call. */
export const PROVIDER_CREDIT_BATCH_MAX = 500;

/** A vendor's transaction or round id: letters, digits and `_ . : -`, up to 128 characters. */
export const providerIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,127}$/, 'id');
/** A launch or session token (256 random bits, base64url). */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'token');
/** An amount in major units as text ("12.50"); the server checks the currency's decimal places. */
export const providerAmountSchema = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'amount');
/** The player session's currency, when the vendor states it; a different one is refused. */
const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .optional();

export const providerAuthenticateRequestSchema = z.object({ launchToken: tokenSchema });
export type ProviderAuthenticateRequest = z.input<typeof providerAuthenticateRequestSchema>;

export const providerBalanceRequestSchema = z.object({ sessionToken: tokenSchema });
export type ProviderBalanceRequest = z.input<typeof providerBalanceRequestSchema>;

/** A bet: takes `amount` (> 0) from the player for round `roundId`. */
export const providerDebitRequestSchema = z.object({
  sessionToken: tokenSchema,
  txnId: providerIdSchema,
  roundId: providerIdSchema,
  amount: providerAmountSchema,
  currency: currencySchema,
});
export type ProviderDebitRequest = z.input<typeof providerDebitRequestSchema>;

/** A win: pays `amount` (≥ 0) for round `roundId`; `roundEnded` settles the round. */
export const providerCreditRequestSchema = z.object({
  sessionToken: tokenSchema,
  txnId: providerIdSchema,
  roundId: providerIdSchema,
  amount: providerAmountSchema,
  roundEnded: z.boolean(),
  currency: currencySchema,
});
export type ProviderCreditRequest = z.input<typeof providerCreditRequestSchema>;

/** Several credits in one call (each a credit as above, `txnId`s distinct), answered one by one. */
export const providerCreditBatchRequestSchema = z.object({
  calls: z
    .array(providerCreditRequestSchema)
    .min(1)
    .max(PROVIDER_CREDIT_BATCH_MAX)
    .superRefine((calls, ctx) => {
      const seen = new Set<string>();
      calls.forEach((call, index) => {
        if (seen.has(call.txnId)) ctx.addIssue({ code: 'custom', path: [index, 'txnId'], message: 'txnId twice in one batch' });
        seen.add(call.txnId);
      });
    }),
});
export type ProviderCreditBatchRequest = z.input<typeof providerCreditBatchRequestSchema>;

/** Cancels the debit or credit `txnId`: a bet is refunded, a win taken back. */
export const providerRollbackRequestSchema = z.object({
  sessionToken: tokenSchema,
  txnId: providerIdSchema,
  /** The round, when the vendor knows it (recorded with a tombstone). */
  roundId: providerIdSchema.optional(),
});
export type ProviderRollbackRequest = z.input<typeof providerRollbackRequestSchema>;

/**
 * Corrects a settled round: `totalWin` (≥ 0) is what the round pays in all now; the difference from
 * what it paid so far moves (a win when more, a win reversal when less, nothing when equal).
 */
export const providerResettleRequestSchema = z.object({
  sessionToken: tokenSchema,
  txnId: providerIdSchema,
  roundId: providerIdSchema,
  totalWin: providerAmountSchema,
  currency: currencySchema,
});
export type ProviderResettleRequest = z.input<typeof providerResettleRequestSchema>;

export const providerAuthenticateResponseSchema = z.object({
  /** What the vendor sends with every later call for this player. */
  sessionToken: z.string(),
  sessionExpiresAt: z.string(),
  /** The portal's member id, as text. */
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  /** How the portal shows the currency ("Ks"); a game shows this too, so the player sees one currency. */
  currencySymbol: z.string().optional(),
  balance: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  nodeId: z.number().int(),
  language: z.string(),
  /** A trial account playing with play money. */
  playMoney: z.boolean(),
});
export type ProviderAuthenticateResponse = z.infer<typeof providerAuthenticateResponseSchema>;

export const providerBalanceResponseSchema = z.object({ balance: z.string(), currency: z.string() });
export type ProviderBalanceResponse = z.infer<typeof providerBalanceResponseSchema>;

/** The answer to a debit or credit: the balance it left and the portal's ledger transaction (null when nothing moved: a zero win). */
export const providerTransactionResponseSchema = z.object({
  txnId: z.string(),
  roundId: z.string(),
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().nullable(),
});
export type ProviderTransactionResponse = z.infer<typeof providerTransactionResponseSchema>;

export const providerRollbackResponseSchema = z.object({
  txnId: z.string(),
  /** ROLLED_BACK: the transaction was reversed; TOMBSTONE: it was unknown and never will be accepted. */
  status: z.enum(['ROLLED_BACK', 'TOMBSTONE']),
  balance: z.string(),
  currency: z.string(),
  transactionId: z.string().nullable(),
});
export type ProviderRollbackResponse = z.infer<typeof providerRollbackResponseSchema>;

/** `value` of an `insufficient_balance` answer. */
export const providerInsufficientSchema = z.object({ balance: z.string(), currency: z.string() });

/**
 * The answer to a `creditBatch`: one envelope per call, in order — `{ success: true, value: <a
 * credit's answer> }` or `{ success: false, value, message: <error code> }`, exactly what the call
 * alone would have been answered.
 */
export const providerCreditBatchResponseSchema = z.object({
  results: z.array(z.object({ success: z.boolean(), value: z.unknown(), message: z.string() })),
});
export type ProviderCreditBatchResponse = z.infer<typeof providerCreditBatchResponseSchema>;
