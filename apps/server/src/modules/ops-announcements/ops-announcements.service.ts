import type { AnnouncementRequest, OpsAnnouncement, opsAnnouncementQuerySchema } from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { sanitizeStoredHtml } from '../../core/sanitize-html';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../ops/audit';
import { presentOpsAnnouncement } from './ops-announcements.presenter';
import { announcementRepository as repo } from './ops-announcements.repository';

type Db = Kysely<Database>;

/** A title is plain text on one line (parseInput already refused control characters); it is never rendered as HTML. */
function plainLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The stored columns of a request: titles as plain text, content sanitized (sanitize-on-save), empty languages left out. */
function columnsOf(input: AnnouncementRequest) {
  const title: Record<string, string> = {};
  const content: Record<string, string> = {};
  for (const [language, text] of Object.entries(input.title)) if (text?.trim()) title[language] = plainLine(text);
  for (const [language, html] of Object.entries(input.content)) {
    const clean = html ? sanitizeStoredHtml(html) : '';
    if (clean.trim()) content[language] = clean;
  }
  return {
    type: input.type,
    title: JSON.stringify(title),
    content: JSON.stringify(content),
    image_path: input.imageUrl || null,
    popup: input.popup,
    starts_at: input.startsAt ? new Date(input.startsAt) : null,
    ends_at: input.endsAt ? new Date(input.endsAt) : null,
    audience: input.audience,
    audience_vip_level: input.vipLevel,
    audience_agent_id: input.agentId,
    pinned: input.pinned,
    sort: input.sort,
  };
}

/**
 * The back office's announcements. Each write runs in one transaction: the row locked, changed,
 * and its audit row (before and after) written. New ones are drafts; publish makes them live (from
 * their schedule's start), withdraw takes a published one down, and only drafts may be deleted.
 */
export function createOpsAnnouncementService(db: Db) {
  async function load(trx: Db, request: FastifyRequest, id: number): Promise<OpsAnnouncement> {
    const row = await repo.find(trx, request.site.merchant.id, id, true);
    if (!row) throw new AppError('not_found', { reason: 'announcement_not_found' });
    return presentOpsAnnouncement(row);
  }

  async function checkAgent(trx: Db, request: FastifyRequest, input: AnnouncementRequest) {
    if (input.agentId === null) return;
    const merchant = request.site.merchant;
    if (!(await repo.findAgent(trx, merchant.id, merchant.agent_types, input.agentId))) {
      throw new AppError('invalid_parameter', { issues: [{ path: 'agentId', message: 'not an agent of this merchant' }] });
    }
  }

  async function setStatus(request: FastifyRequest, id: number, action: string, from: string[], to: string) {
    return db.transaction().execute(async (trx) => {
      const before = await load(trx, request, id);
      if (!from.includes(before.status)) throw new AppError('conflict', { reason: 'announcement_status', status: before.status });
      await repo.update(trx, id, { status: to, ...(to === 'PUBLISHED' ? { published_at: new Date() } : {}) });
      const after = await load(trx, request, id);
      await recordAudit(trx, request, {
        action,
        targetType: 'announcement',
        targetId: id,
        before: { status: before.status },
        after: { status: to },
      });
      return after;
    });
  }

  return {
    async page(request: FastifyRequest, query: z.infer<typeof opsAnnouncementQuerySchema>) {
      const { rows, total } = await repo.page(db, request.site.merchant.id, query);
      return { rows: rows.map(presentOpsAnnouncement), total, pageNo: query.pageNo, pageSize: query.pageSize };
    },

    async get(request: FastifyRequest, id: number) {
      const row = await repo.find(db, request.site.merchant.id, id);
      if (!row) throw new AppError('not_found', { reason: 'announcement_not_found' });
      return presentOpsAnnouncement(row);
    },

    pickAgents(request: FastifyRequest, q: string) {
      return repo.agents(db, request.site.merchant.id, request.site.merchant.agent_types, q);
    },

    /** A new draft. */
    create(request: FastifyRequest, input: AnnouncementRequest) {
      return db.transaction().execute(async (trx) => {
        await checkAgent(trx, request, input);
        const { id } = await repo.insert(trx, {
          ...columnsOf(input),
          merchant_id: request.site.merchant.id,
          code: `ops-${crypto.randomUUID()}`,
          status: 'DRAFT',
        });
        const after = await load(trx, request, id);
        await recordAudit(trx, request, { action: 'announcement.create', targetType: 'announcement', targetId: id, after });
        return after;
      });
    },

    /** Changes any announcement; a published one changes on the player site at once. */
    update(request: FastifyRequest, id: number, input: AnnouncementRequest) {
      return db.transaction().execute(async (trx) => {
        const before = await load(trx, request, id);
        await checkAgent(trx, request, input);
        await repo.update(trx, id, columnsOf(input));
        const after = await load(trx, request, id);
        await recordAudit(trx, request, { action: 'announcement.update', targetType: 'announcement', targetId: id, before, after });
        return after;
      });
    },

    publish: (request: FastifyRequest, id: number) => setStatus(request, id, 'announcement.publish', ['DRAFT', 'WITHDRAWN'], 'PUBLISHED'),
    withdraw: (request: FastifyRequest, id: number) => setStatus(request, id, 'announcement.withdraw', ['PUBLISHED'], 'WITHDRAWN'),

    /** Deletes a draft; a published or withdrawn one stays (withdraw it instead): the record of what players saw. */
    remove(request: FastifyRequest, id: number) {
      return db.transaction().execute(async (trx) => {
        const before = await load(trx, request, id);
        if (before.status !== 'DRAFT') throw new AppError('conflict', { reason: 'announcement_not_draft', status: before.status });
        await repo.remove(trx, id);
        await recordAudit(trx, request, { action: 'announcement.delete', targetType: 'announcement', targetId: id, before });
        return null;
      });
    },
  };
}

export type OpsAnnouncementService = ReturnType<typeof createOpsAnnouncementService>;
