import { z } from 'zod';
import { amountSchema } from '../money';

const requestIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

/** `GET /wps/cashier/deposit/channels`: where and how a member can deposit. */
export const depositChannelSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(['MANUAL_BANK', 'GATEWAY']),
  currency: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  /** A demo gateway (the payment simulator): the screen marks it as a test channel that moves no real money. */
  test: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** `POST /wps/cashier/deposit`: a manual transfer's amount and reference, or a gateway order. */
export const createDepositRequestSchema = z.object({
  channel: z.string().trim().min(1).max(32),
  amount: amountSchema,
  payerReference: z.string().trim().max(64).optional(),
  requestId: requestIdSchema,
});

export const DEPOSIT_STATUSES = ['PENDING', 'CREDITED', 'FAILED'] as const;
export const depositSchema = z.object({
  id: z.number().int(),
  channel: z.string(),
  kind: z.enum(['MANUAL_BANK', 'GATEWAY']),
  amount: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  payerReference: z.string().nullable(),
  /** For a gateway order: where the member pays. */
  payUrl: z.string().nullable(),
  failReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

/** A payment gateway's callback: signed with the channel's shared secret (HMAC-SHA256 of the canonical body). */
export const gatewayCallbackSchema = z.object({
  orderId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(64),
  amount: z.string().regex(/^\d{1,15}\.\d{2}$/),
  status: z.enum(['PAID', 'FAILED']),
  timestamp: z.coerce.number().int(),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type GatewayCallback = z.infer<typeof gatewayCallbackSchema>;

/** `POST /wps/member/bankAccount` (encrypted): bind a bank account; payee name follows the register rule. */
export const bindBankAccountRequestSchema = z.object({
  bankName: z.string().trim().min(2).max(60),
  accountNumber: z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,30}$/)),
  payeeName: z.string().trim().min(1).max(100),
});
export const bankAccountSchema = z.object({ id: z.number().int(), bankName: z.string(), accountNumber: z.string(), payeeName: z.string() });
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** `POST /wps/member/paymentPassword` (encrypted): set or change the payment password (6 digits). */
export const setPaymentPasswordRequestSchema = z.object({
  loginPassword: z.string().min(1).max(128),
  paymentPassword: z.string().regex(/^\d{6}$/),
  confirmPaymentPassword: z.string().regex(/^\d{6}$/),
  /** The login password is checked under the login limits: the captcha once failures ask for it. */
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
});

/** `POST /wps/cashier/withdrawal` (encrypted). */
export const createWithdrawalRequestSchema = z.object({
  bankAccountId: z.number().int().positive(),
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(32),
  requestId: requestIdSchema,
});

export const WITHDRAWAL_STATUSES = ['PENDING', 'PAID', 'REJECTED', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_RECEIVED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  accountNumber: z.string(),
  rejectReason: z.string().nullable(),
  receivedAmount: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `POST /wps/cashier/withdrawal/:id/confirm` (multipart when a proof image is attached). */
export const confirmWithdrawalRequestSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('RECEIVED') }),
  z.object({ result: z.literal('PARTIAL'), receivedAmount: amountSchema }),
  z.object({ result: z.literal('NOT_RECEIVED') }),
]);

/** `POST /wps/member/transfer` (encrypted): to the upline or a direct downline. */
export const memberTransferRequestSchema = z.object({
  toUsername: z.string().trim().min(1).max(64),
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(32),
  requestId: requestIdSchema,
});
export const memberTransferResponseSchema = z.object({ amount: z.string(), balance: z.string(), toNickname: z.string() });

/** Operator calls. */
export const operatorLoginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Required once failed logins of the operator account or the address ask for it (`{ captcha: true }`). */
  captcha: z.string().max(16).optional(),
  captchaId: z.string().max(64).optional(),
  /** The authenticator's code, once the operator has set up two-factor (`totp_required` asks for it). */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional(),
});
/**
 * `POST /ops/session/login` answer. The session ends after `idleMinutes` without a call (each call
 * renews it) and 8 hours after the login at the latest; `POST /ops/session/logout` ends it at once.
 */
export const operatorLoginResponseSchema = z.object({
  token: z.string(),
  username: z.string(),
  role: z.string(),
  idleMinutes: z.number().int().positive(),
  /** True when the operator has no two-factor yet: the session may only set it up (`/ops/session/totp/*`) or log out. */
  totpSetupRequired: z.boolean(),
});
export const queueQuerySchema = z.object({
  status: z.string().trim().max(20).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const rejectRequestSchema = z.object({ reason: z.string().trim().min(1).max(200) });
