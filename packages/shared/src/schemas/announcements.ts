import { z } from 'zod';
import { ANNOUNCEMENT_TYPES } from '../constants/system';
import { announcementSchema } from './config';
import { opsPageQuerySchema, opsPageSchema } from './ops';

/**
 * Announcements and notices (issue 17 item 1): the player's notice, popular and popup calls and
 * the back office's `/ops/announcements`. Decisions in docs/communications/announcements.md.
 */

/** When an announcement pops up: A signed-in, B anonymous, F first login, NONE never. */
export const POPUP_EXECUTIONS = ['NONE', 'A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
/** Who sees it: everyone, signed-in accounts, agents, a VIP level (from the VIP issue on), one agent's team. */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'MEMBERS', 'AGENTS', 'VIP', 'TEAM'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_STATUSES = ['DRAFT', 'PUBLISHED', 'WITHDRAWN'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];
/** The languages an operator writes announcements in (the languages the merchant ships). */
export const ANNOUNCEMENT_LANGUAGES = ['en', 'zh', 'my'] as const;
export type AnnouncementLanguage = (typeof ANNOUNCEMENT_LANGUAGES)[number];
/** Types listed by the notice list (header icon, agent centre); B alone runs in the marquee. */
export const NOTICE_LIST_TYPES = ['B', 'PL', 'PR'] as const;

// ---- player side --------------------------------------------------------------------------

/** One announcement as the player site shows it: the relay's row plus its image, popup and pin. */
export const noticeSchema = announcementSchema.extend({
  imageUrl: z.string().nullable(),
  popup: z.enum(POPUP_EXECUTIONS),
  pinned: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;
/** `GET /wps/notice`: the notice list, paged (9 a page, spec §9); `audience=AGENTS` keeps the agent-audience items. */
export const noticeQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(9),
  scope: z.enum(['all', 'agent']).default('all'),
});
export const noticePageSchema = z.object({
  list: z.array(noticeSchema),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type NoticePage = z.infer<typeof noticePageSchema>;
/** `GET /wps/notice/popular`: the pinned and PL items, at most `size`. */
export const popularQuerySchema = z.object({ size: z.coerce.number().int().min(1).max(20).default(5) });
export const noticeListSchema = z.array(noticeSchema);
/** `GET /wps/notice/popups`: the popups to show the caller now, in order. */
export const popupListSchema = z.object({ language: z.string(), firstLogin: z.boolean(), list: z.array(noticeSchema) });
export type PopupList = z.infer<typeof popupListSchema>;
export const noticeIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---- back office --------------------------------------------------------------------------

/** Per-language texts: any of en/zh/my; en is the fallback and must be there. */
const texts = (max: number) =>
  z.object({ en: z.string().max(max), zh: z.string().max(max).optional(), my: z.string().max(max).optional() }).strict();
/** An image on the site (`/demo/x.png`) or an https URL; empty for none. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s"'<>]*|https:\/\/[^\s"'<>]+)$/)
  .nullable();
const instant = z.iso.datetime({ offset: true }).nullable();

export const announcementRequestSchema = z
  .object({
    type: z.enum(ANNOUNCEMENT_TYPES),
    title: texts(200).refine((t) => t.en.trim().length > 0, { message: 'an English title', path: ['en'] }),
    content: texts(50_000),
    imageUrl,
    popup: z.enum(POPUP_EXECUTIONS),
    startsAt: instant,
    endsAt: instant,
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    /** VIP level for audience VIP (1–99). */
    vipLevel: z.number().int().min(1).max(99).nullable(),
    /** The agent whose team sees it, for audience TEAM. */
    agentId: z.number().int().min(1).max(2_147_483_647).nullable(),
    pinned: z.boolean(),
    sort: z.number().int().min(-10_000).max(10_000),
  })
  .strict()
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.startsAt) < Date.parse(a.endsAt), {
    message: 'ends after it starts',
    path: ['endsAt'],
  })
  .refine((a) => (a.audience === 'VIP') === (a.vipLevel !== null), { message: 'a VIP level with audience VIP only', path: ['vipLevel'] })
  .refine((a) => (a.audience === 'TEAM') === (a.agentId !== null), { message: 'an agent with audience TEAM only', path: ['agentId'] });
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;

export const opsAnnouncementQuerySchema = opsPageQuerySchema.extend({
  status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
  sort: z.enum(['sort', 'updatedAt', 'id']).default('sort'),
});
export const opsAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  title: z.record(z.string(), z.string()),
  content: z.record(z.string(), z.string()),
  imageUrl: z.string().nullable(),
  popup: z.enum(POPUP_EXECUTIONS),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  vipLevel: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
  agentUsername: z.string().nullable(),
  pinned: z.boolean(),
  sort: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OpsAnnouncement = z.infer<typeof opsAnnouncementSchema>;
export const opsAnnouncementPageSchema = opsPageSchema(opsAnnouncementSchema);
/** `GET /ops/announcements/agents?q=`: agents to pick a team from. */
export const opsAgentPickQuerySchema = z.object({ q: z.string().trim().max(64).default('') });
export const opsAgentPickSchema = z.array(z.object({ id: z.number().int(), username: z.string() }));
