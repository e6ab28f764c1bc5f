import { z } from 'zod';

/**
 * The operator back office (/ops calls, /backoffice screens): roles, the permission every /ops call
 * needs, and the calls every area's screens share (paged lists, the audit log). Decisions in
 * docs/backoffice/roles-and-audit.md.
 */

export const OPERATOR_ROLES = ['owner', 'finance', 'customer_service', 'content', 'risk', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** What an /ops call needs. `.read` permissions only read; every other one writes and is audited. */
export const OPS_PERMISSIONS = [
  'cashier.read',
  'cashier.decide',
  'members.read',
  'members.write',
  'members.adjust',
  'members.approve',
  'agents.read',
  'agents.write',
  'catalogue.read',
  'catalogue.write',
  'content.read',
  'content.write',
  'messages.read',
  'messages.send',
  'support.read',
  'support.write',
  'site.read',
  'site.write',
  'lottery.read',
  'lottery.write',
  'reports.read',
  'operators.read',
  'operators.write',
  'audit.read',
  'promotions.read',
  /** Promotions, their rules and budgets, VIP levels, the referral and rebate settings. */
  'promotions.write',
  /** Decide promotion applications, waive a bonus's turnover requirement. */
  'promotions.review',
  /** The sportsbook's fixtures, prices, bets and liability. */
  'sportsbook.read',
  /** Trading: leagues, fixtures, prices, market and match status, voids, results and their corrections, the book's limits. */
  'sportsbook.write',
] as const;
export type OpsPermission = (typeof OPS_PERMISSIONS)[number];

const READS = OPS_PERMISSIONS.filter((permission) => permission.endsWith('.read'));

/** Who may do what. The owner does everything; the auditor reads everything and writes nothing. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OpsPermission[]> = {
  owner: OPS_PERMISSIONS,
  finance: [
    'cashier.read',
    'cashier.decide',
    'members.read',
    'members.adjust',
    'members.approve',
    'agents.read',
    'reports.read',
    'lottery.read',
    'promotions.read',
    'promotions.review',
    'sportsbook.read',
  ],
  customer_service: [
    'cashier.read',
    'members.read',
    'members.write',
    'agents.read',
    'lottery.read',
    'content.read',
    'messages.read',
    'messages.send',
    'support.read',
    'support.write',
    'promotions.read',
    'promotions.review',
    'sportsbook.read',
  ],
  content: [
    'catalogue.read',
    'catalogue.write',
    'content.read',
    'content.write',
    'messages.read',
    'messages.send',
    'site.read',
    'lottery.read',
    'promotions.read',
    'promotions.write',
    'promotions.review',
  ],
  risk: [
    'cashier.read',
    'cashier.decide',
    'members.read',
    'members.write',
    'agents.read',
    'lottery.read',
    'lottery.write',
    'reports.read',
    'site.read',
    'audit.read',
    'promotions.read',
    'promotions.review',
    'sportsbook.read',
    'sportsbook.write',
  ],
  auditor: READS,
};

export function roleAllows(role: string, permission: OpsPermission): boolean {
  return (ROLE_PERMISSIONS as Record<string, readonly OpsPermission[] | undefined>)[role]?.includes(permission) ?? false;
}

/** A six-digit code of the operator's authenticator app (TOTP, RFC 6238, 30 s steps). */
export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** `POST /ops/session/totp/enable`: the first code of the authenticator that scanned the setup's key. */
export const totpEnableRequestSchema = z.object({ code: totpCodeSchema });
/** `POST /ops/session/totp/setup` answer: a fresh secret (base32) and its otpauth:// URL for the QR code. */
export const totpSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** `GET /ops/session/me`: the operator, its role's permissions, and whether its two-factor is set up. */
export const operatorMeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  permissions: z.array(z.enum(OPS_PERMISSIONS)),
  totpEnabled: z.boolean(),
  /** False until the session has passed two-factor: it may then only set up two-factor or log out. */
  totpVerified: z.boolean(),
  idleMinutes: z.number().int().positive(),
});
export type OperatorMe = z.infer<typeof operatorMeSchema>;

/** Server-side paging, sorting and a free-text filter for every back-office table. */
export const opsPageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
  sort: z.string().trim().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export function opsPageSchema<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int().nonnegative(), pageNo: z.number().int(), pageSize: z.number().int() });
}

/** `GET /ops/audit`: the audit log, newest first, filtered. */
export const auditQuerySchema = opsPageQuerySchema.extend({
  operator: z.string().trim().max(64).optional(),
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  /** The merchant's business days, both included. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  /** `ok`, or the error code the call was refused with. */
  outcome: z.string(),
  ip: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = opsPageSchema(auditEntrySchema);

/** Operators of the merchant (`/ops/operators`). */
export const operatorRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(['active', 'disabled']),
  totpEnabled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: z.string(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;
export const createOperatorRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{3,31}$/),
  password: z.string().min(8).max(128),
  role: z.enum(OPERATOR_ROLES),
});
export const operatorIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const updateOperatorRequestSchema = z.object({
  role: z.enum(OPERATOR_ROLES).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** Clears the operator's two-factor: it sets up a new one at its next login. */
  resetTotp: z.boolean().optional(),
  /** A new password (the operator's sessions end). */
  password: z.string().min(8).max(128).optional(),
});

/** The merchant's back-office security: the addresses operators may call from (empty: any), the idle timeout. */
export const opsSecuritySchema = z.object({
  /** Addresses (`192.0.2.7`) and ranges (`10.20.0.0/16`). */
  ipAllowList: z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).max(100),
  idleMinutes: z.number().int().min(5).max(240),
  /** Manual balance adjustments above this (major units, e.g. "1000.00") wait for a second operator's approval. */
  adjustmentApprovalAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
});
export type OpsSecurity = z.infer<typeof opsSecuritySchema>;
