import {
  FEEDBACK_LIMITS,
  type Feedback,
  type FeedbackPage,
  type FeedbackRequest,
  type OpsFeedback,
  type OpsFeedbackRow,
  type opsFeedbackQuerySchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { RateLimiter } from '../../http/rate-limit';
import type { MemberEvents } from '../../realtime/member-events';
import type { AuthContext } from '../auth/auth.service';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { feedbackRepository as repo } from './feedback.repository';
import type { FeedbackImage } from './feedback-upload';

type Db = Kysely<Database>;
type FeedbackRow = NonNullable<Awaited<ReturnType<typeof repo.find>>>;
type Deps = { db: Db; limiter: RateLimiter; events: MemberEvents };

const iso = (value: Date | string) => new Date(value).toISOString();

function present(row: Omit<FeedbackRow, 'username'>, imageIds: number[]): Omit<Feedback, 'replies'> {
  return {
    id: row.id,
    type: row.type as Feedback['type'],
    content: row.content,
    status: row.status as Feedback['status'],
    createdAt: iso(row.created_at),
    lastReplyAt: row.last_reply_at ? iso(row.last_reply_at) : null,
    unread: row.member_unread,
    imageIds,
  };
}

/**
 * Feedback (issue 17 item 4): a member sends a question with up to three images, reads its own
 * thread; operators answer (the member gets a `FEEDBACK_REPLIED` event) and close. A member only
 * ever reaches its own feedback: another member's id is `feedback_not_found`.
 */
export function createFeedbackService({ db, limiter, events }: Deps) {
  /** The thread; the replying operator's login name only for the back office (members see "customer service"). */
  async function thread(row: FeedbackRow, forOps = false) {
    const [images, replies] = await Promise.all([repo.imageIds(db, [row.id]), repo.replies(db, row.id)]);
    return {
      ...present(
        row,
        images.map((i) => i.id),
      ),
      replies: replies.map((r) => ({
        id: r.id,
        content: r.content,
        createdAt: iso(r.created_at),
        operator: forOps ? (r.operator ?? null) : null,
      })),
    };
  }

  async function memberFeedback(ctx: AuthContext, id: number): Promise<FeedbackRow> {
    const row = await repo.find(db, ctx.member.merchant_id, id, ctx.member.id);
    if (!row) throw new AppError('feedback_not_found');
    return row;
  }

  async function opsThread(request: FastifyRequest, id: number): Promise<OpsFeedback> {
    const row = await repo.find(db, request.site.merchant.id, id);
    if (!row) throw new AppError('feedback_not_found');
    const { unread: _unread, ...rest } = await thread(row, true);
    return { ...rest, username: row.username, memberId: row.member_id };
  }

  return {
    /** `PUT /wps/feedback`: stores the question and its images in one transaction. */
    async create(ctx: AuthContext, input: FeedbackRequest, images: FeedbackImage[]): Promise<Feedback> {
      if (ctx.isTrial) throw new AppError('in_need_true_account');
      await limiter.enforce(`feedback:${ctx.member.id}`, FEEDBACK_LIMITS.perHour, 3600, 'too_many_requests');
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('feedback')
          .values({ merchant_id: ctx.member.merchant_id, member_id: ctx.member.id, type: input.type, content: input.content })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [position, image] of images.entries()) {
          const upload = await trx
            .insertInto('upload')
            .values({ member_id: ctx.member.id, purpose: 'feedback', content_type: image.contentType, bytes: image.bytes })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx.insertInto('feedback_image').values({ feedback_id: row.id, upload_id: upload.id, position }).execute();
        }
        return row.id;
      });
      return thread(await memberFeedback(ctx, id));
    },

    async list(ctx: AuthContext, pageNo: number, pageSize: number): Promise<FeedbackPage> {
      const page = await repo.memberPage(db, ctx.member.id, pageNo, pageSize);
      const images = await repo.imageIds(
        db,
        page.rows.map((r) => r.id),
      );
      return {
        list: page.rows.map((row) =>
          present(
            row,
            images.filter((i) => i.feedback_id === row.id).map((i) => i.id),
          ),
        ),
        pageNo,
        totalPages: Math.ceil(page.total / pageSize),
        unread: page.unread,
      };
    },

    /** The member's own thread; opening it marks its replies read. */
    async get(ctx: AuthContext, id: number): Promise<Feedback> {
      const row = await memberFeedback(ctx, id);
      if (row.member_unread) {
        await db.updateTable('feedback').set({ member_unread: false }).where('id', '=', row.id).execute();
        row.member_unread = false;
      }
      return thread(row);
    },

    async memberImage(ctx: AuthContext, id: number, imageId: number) {
      const image = await repo.image(db, ctx.member.merchant_id, id, imageId, ctx.member.id);
      if (!image) throw new AppError('feedback_not_found');
      return image;
    },

    async queue(request: FastifyRequest, query: z.output<typeof opsFeedbackQuerySchema>) {
      const sort = query.sort === 'updatedAt' ? 'updated_at' : 'id';
      // Without a sort the queue is oldest first: the longest-waiting question on top.
      const order = query.sort ? query.order : 'asc';
      const { rows, total } = await repo.queue(db, request.site.merchant.id, query, {
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        sort,
        order,
      });
      return {
        rows: rows.map(
          (r): OpsFeedbackRow => ({
            id: r.id,
            username: r.username,
            type: r.type as OpsFeedbackRow['type'],
            status: r.status as OpsFeedbackRow['status'],
            excerpt: r.content.length > 120 ? `${r.content.slice(0, 120)}…` : r.content,
            images: Number(r.images ?? 0),
            replies: Number(r.replies ?? 0),
            createdAt: iso(r.created_at),
            updatedAt: iso(r.updated_at),
          }),
        ),
        total,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    opsThread,

    async opsImage(request: FastifyRequest, id: number, imageId: number) {
      const image = await repo.image(db, request.site.merchant.id, id, imageId);
      if (!image) throw new AppError('feedback_not_found');
      return image;
    },

    /** An operator's answer: stored, the feedback answered, the member told over its socket after commit. */
    async reply(request: FastifyRequest, id: number, content: string): Promise<OpsFeedback> {
      const operator = operatorOf(request);
      const recorded = await db.transaction().execute(async (trx) => {
        const row = await repo.lock(trx, request.site.merchant.id, id);
        if (!row) throw new AppError('feedback_not_found');
        if (row.status === 'closed') throw new AppError('feedback_closed');
        const reply = await trx
          .insertInto('feedback_reply')
          .values({ feedback_id: id, operator_id: operator.operatorId, content })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('feedback')
          .set({ status: 'answered', member_unread: true, last_reply_at: reply.created_at, updated_at: reply.created_at })
          .where('id', '=', id)
          .execute();
        await recordAudit(trx, request, {
          action: 'feedback.reply',
          targetType: 'feedback',
          targetId: id,
          before: { status: row.status },
          after: { status: 'answered', replyId: reply.id, content },
        });
        return events.record(trx, row.member_id, 'FEEDBACK_REPLIED', { feedbackId: id, type: row.type });
      });
      events.publish(recorded);
      return opsThread(request, id);
    },

    /** Closes a feedback (no more replies); closing a closed one changes nothing. */
    async close(request: FastifyRequest, id: number): Promise<OpsFeedback> {
      await db.transaction().execute(async (trx) => {
        const row = await repo.lock(trx, request.site.merchant.id, id);
        if (!row) throw new AppError('feedback_not_found');
        if (row.status === 'closed') return;
        await trx.updateTable('feedback').set({ status: 'closed', updated_at: new Date() }).where('id', '=', id).execute();
        await recordAudit(trx, request, {
          action: 'feedback.close',
          targetType: 'feedback',
          targetId: id,
          before: { status: row.status },
          after: { status: 'closed' },
        });
      });
      return opsThread(request, id);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
