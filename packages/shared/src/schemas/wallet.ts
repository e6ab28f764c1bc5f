import { z } from 'zod';
import { amountSchema } from '../money';

/** Where a wallet transfer starts or ends: the main wallet or a vendor's transfer wallet. */
export const MAIN_WALLET = 'MAIN';
const walletCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,20}$/);

/** `GET /wps/v2/wallets/balance`: the main wallet. */
export const walletBalanceSchema = z.object({ balance: z.string(), currency: z.string(), currencySymbol: z.string() });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** One vendor wallet of a member. */
export const vendorWalletSchema = z.object({ vendor: z.string(), name: z.string(), balance: z.string() });

/** `GET /wps/member/info/funds/consolidated`: main plus every vendor wallet, and their total. */
export const consolidatedFundsSchema = z.object({
  total: z.string(),
  main: z.string(),
  currencySymbol: z.string(),
  vendors: z.array(vendorWalletSchema),
});
export type ConsolidatedFunds = z.infer<typeof consolidatedFundsSchema>;

/** `GET /wps/merchant/wallets` (the spec's "merchant wallet", cached): vendors that keep a transfer wallet. */
export const merchantWalletSchema = z.array(z.object({ vendor: z.string(), name: z.string() }));

/**
 * `POST /wps/relay/GCS_walletTransfer`: main ↔ vendor. `all: true` moves the whole source
 * balance (all-in / all-out); otherwise `amount`. `requestId` makes a retry harmless.
 */
export const walletTransferRequestSchema = z
  .object({
    from: walletCodeSchema,
    to: walletCodeSchema,
    amount: amountSchema.optional(),
    all: z.boolean().default(false),
    requestId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine((v) => (v.from === MAIN_WALLET) !== (v.to === MAIN_WALLET), { message: 'one side must be the main wallet', path: ['to'] })
  .refine((v) => v.all || v.amount !== undefined, { message: 'amount or all', path: ['amount'] });
export type WalletTransferRequest = z.input<typeof walletTransferRequestSchema>;

export const walletTransferResponseSchema = z.object({
  requestId: z.string(),
  status: z.literal('SUCCESS'),
  amount: z.string(),
  main: z.string(),
  vendor: vendorWalletSchema,
});
export type WalletTransferResponse = z.infer<typeof walletTransferResponseSchema>;

/** Ledger transaction kinds a member sees in the account record, as filter values and i18n keys. */
export const RECORD_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal_return',
  'withdrawal_payout',
  'vendor_transfer',
  'transfer_to_upline',
  'transfer_to_downline',
  'play_money',
  'bet',
  'win',
  'refund',
  'win_reversal',
  'lottery_rebate',
  'bonus',
  'bonus_forfeit',
  'commission',
  'salary',
  'dividend',
  'redemption',
] as const;

/** `GET /wps/member/accountRecord`: the member's ledger entries, newest first. Dates are yyyy-MM-dd (inclusive). */
export const accountRecordQuerySchema = z
  .object({
    kind: z.enum(RECORD_KINDS).optional(),
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['from'] });

/**
 * What an account-record row is, for a person: an i18n key under `wallet.detail.*` (a whole
 * sentence per kind) and its values (names, an issue numero, ISO times the client shows in the
 * member's zone). `reference` stays on the row for support.
 */
export const accountEntryDetailSchema = z.object({ key: z.string(), values: z.record(z.string(), z.string()) });
export type AccountEntryDetail = z.infer<typeof accountEntryDetailSchema>;

export const accountRecordSchema = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      wallet: z.string(),
      amount: z.string(),
      balanceAfter: z.string(),
      reference: z.string(),
      detail: accountEntryDetailSchema.optional(),
      createdAt: z.string(),
    }),
  ),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type AccountRecord = z.infer<typeof accountRecordSchema>;
