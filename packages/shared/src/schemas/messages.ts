import { z } from 'zod';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * Platform messages (issue 17 item 2; decisions in docs/communications/messages.md): a member's
 * inbox of system messages (written by the events that already exist, rendered in the reader's
 * language) and operator messages (plain text), the unread count, and the operator's sends.
 */

/** Where a message comes from: an event of the platform, or an operator of the merchant. */
export const MESSAGE_KINDS = ['system', 'operator'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The system messages the server writes, each rendered from its type and payload in the reader's
 * language (server modules/messages/system-templates.ts). PROMOTION_ISSUED is written by the
 * promotions area through the `messages` service; VIP_UPGRADED by the VIP area's member event.
 */
export const SYSTEM_MESSAGE_TYPES = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'TRANSFER_SUCCESS',
  'CONTRACT_OFFERED',
  'CONTRACT_SIGNED',
  'CONTRACT_REJECTED',
  'CONTRACT_TERMINATED',
  'SALARY_PAID',
  'DIVIDEND_PAID',
  'PROMOTION_ISSUED',
  'VIP_UPGRADED',
] as const;
export type SystemMessageType = (typeof SYSTEM_MESSAGE_TYPES)[number];

/** Bounds of an operator's message (plain text: shown as text, line breaks kept, never as HTML). */
export const MESSAGE_LIMITS = {
  titleMax: 120,
  bodyMax: 4000,
  /** Usernames in one "list" send. */
  usernamesMax: 1000,
  /** Messages deleted in one call. */
  deleteMax: 100,
  /** A page of the inbox. */
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

/** A member message's id in a path. */
export const messageIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `GET /wps/messages` (token): the member's inbox, newest first; `unread` shows only the unread ones. */
export const inboxQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MESSAGE_LIMITS.pageSizeMax).default(MESSAGE_LIMITS.pageSizeDefault),
  filter: z.enum(['all', 'unread']).default('all'),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One message of the inbox list: its title and the start of its text, in the reader's language. */
export const inboxItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** A system message's type (an i18n key family on the client), null for an operator's. */
  type: z.string().nullable(),
  title: z.string(),
  /** The first characters of the text, on one line. */
  preview: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  list: z.array(inboxItemSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** Unread messages in the whole inbox (the badge). */
  unread: z.number().int().nonnegative(),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** `GET /wps/messages/:id` (token): one message, whole; reading it marks it read. */
export const messageDetailSchema = inboxItemSchema.omit({ preview: true }).extend({ body: z.string() });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** `POST /wps/messages/delete` (token): deletes several of the member's messages at once. */
export const deleteMessagesRequestSchema = z.object({
  ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(MESSAGE_LIMITS.deleteMax),
});
export type DeleteMessagesRequest = z.infer<typeof deleteMessagesRequestSchema>;

/** What a change of the inbox answers: how many messages it changed and the unread count after it. */
export const inboxChangeSchema = z.object({ changed: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });
export type InboxChange = z.infer<typeof inboxChangeSchema>;

/** `GET /wps/relay/CSP_unreadCount` (token): the number of unread messages (spec §7). */
export const unreadCountSchema = z.number().int().nonnegative();

/** `GET /wps/v2/relay/CSP_unreadCount` (token): the unread count, total and per kind. */
export const unreadCountV2Schema = z.object({
  total: z.number().int().nonnegative(),
  system: z.number().int().nonnegative(),
  operator: z.number().int().nonnegative(),
});
export type UnreadCountV2 = z.infer<typeof unreadCountV2Schema>;

// ---- back office (`/ops/messages`, permissions messages.read / messages.send) ---------------

const usernameSchema = z.string().trim().min(1).max(64);

/** Who an operator's message goes to. */
export const messageAudienceSchema = z.discriminatedUnion('to', [
  /** One member, by username. */
  z.object({ to: z.literal('member'), username: usernameSchema }),
  /** Several members by username (duplicates count once). */
  z.object({ to: z.literal('list'), usernames: z.array(usernameSchema).min(1).max(MESSAGE_LIMITS.usernamesMax) }),
  /** An agent's team: its direct downlines or its whole downline (the agent itself not included). */
  z.object({ to: z.literal('team'), agent: usernameSchema, scope: z.enum(['direct', 'downline']).default('downline') }),
  /** Every member of the merchant. */
  z.object({ to: z.literal('all') }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;

/** A plain text an operator writes: trimmed, bounded; line breaks kept. */
const plainText = (max: number) => z.string().trim().min(1).max(max);

/** `POST /ops/messages` (messages.send): sends a message; `POST /ops/messages/preview` shows what it would do. */
export const sendMessageRequestSchema = z.object({
  title: plainText(MESSAGE_LIMITS.titleMax).refine((s) => !/[\r\n]/.test(s), 'title_one_line'),
  body: plainText(MESSAGE_LIMITS.bodyMax),
  audience: messageAudienceSchema,
});
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

/** What a send would reach: the recipients counted, a few of them named, the usernames that match no member. */
export const messagePreviewSchema = z.object({
  title: z.string(),
  body: z.string(),
  recipients: z.number().int().nonnegative(),
  sample: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type MessagePreview = z.infer<typeof messagePreviewSchema>;

/** One sent message in the back office's list. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: messageAudienceSchema,
  recipients: z.number().int().nonnegative(),
  read: z.number().int().nonnegative(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

/** `GET /ops/messages` (messages.read): sent messages, newest first. */
export const sentMessagesQuerySchema = opsPageQuerySchema.pick({ pageNo: true, pageSize: true });
export const sentMessagesPageSchema = opsPageSchema(sentMessageSchema);
export type SentMessagesPage = z.infer<typeof sentMessagesPageSchema>;
