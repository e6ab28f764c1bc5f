import {
  adjustmentIdParamsSchema,
  adjustmentRejectRequestSchema,
  adjustmentsQuerySchema,
  balanceAdjustmentRequestSchema,
  memberBetsQuerySchema,
  memberCashierQuerySchema,
  memberIdParamsSchema,
  memberListQuerySchema,
  memberNoteRequestSchema,
  memberPasswordRequestSchema,
  memberPrizeGroupRequestSchema,
  memberSearchQuerySchema,
  memberStatusRequestSchema,
  memberTagsRequestSchema,
  memberVipRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AdjustmentsService } from './adjustments.service';
import type { MemberActionsService } from './member-actions.service';
import type { MemberPageRepository } from './member-page.repository';
import type { MemberPageService } from './member-page.service';
import type { MemberSearchRepository } from './member-search.repository';

type Deps = {
  search: MemberSearchRepository;
  page: MemberPageRepository;
  detail: MemberPageService;
  actions: MemberActionsService;
  adjustments: AdjustmentsService;
};

/** The back office's members: search and the member page (`members.read`), actions (`members.write`), adjustments (`members.adjust`, `members.approve`). */
export async function opsMembersRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { search, page, detail, actions, adjustments } = deps;
  const memberId = (request: FastifyRequest) => parseInput(memberIdParamsSchema, request.params).id;
  const read = { config: { ops: { permission: 'members.read' as const } } };

  app.get('/ops/members', read, async (request) =>
    ok(await search.search(request.site.merchant, parseInput(memberSearchQuerySchema, request.query))),
  );

  app.get('/ops/members/:id', read, async (request) => ok(await detail.detail(request.site.merchant, memberId(request))));

  app.get('/ops/members/:id/ledger', read, async (request) =>
    ok(await page.ledger(request.site.merchant, memberId(request), parseInput(memberListQuerySchema, request.query))),
  );

  app.get('/ops/members/:id/bets', read, async (request) => {
    const id = memberId(request);
    const query = parseInput(memberBetsQuerySchema, request.query);
    const merchant = request.site.merchant;
    return ok(query.source === 'lottery' ? await page.lotteryBets(merchant, id, query) : await page.rounds(merchant, id, query));
  });

  app.get('/ops/members/:id/cashier', read, async (request) => {
    const id = memberId(request);
    const query = parseInput(memberCashierQuerySchema, request.query);
    const merchant = request.site.merchant;
    return ok(query.kind === 'withdrawals' ? await page.withdrawals(merchant, id, query) : await page.deposits(merchant, id, query));
  });

  app.get('/ops/members/:id/logins', read, async (request) =>
    ok(await page.logins(request.site.merchant, memberId(request), parseInput(memberListQuerySchema, request.query))),
  );

  app.get('/ops/members/:id/linked', read, async (request) => ok(await page.linked(request.site.merchant.id, memberId(request))));

  app.post('/ops/members/:id/status', { config: { ops: { permission: 'members.write', action: 'member.status' } } }, async (request) =>
    ok(await actions.setStatus(request, memberId(request), parseInput(memberStatusRequestSchema, request.body))),
  );

  app.post(
    '/ops/members/:id/password',
    { config: { ops: { permission: 'members.write', action: 'member.password_reset' } } },
    async (request) => ok(await actions.resetPassword(request, memberId(request), parseInput(memberPasswordRequestSchema, request.body))),
  );

  app.post('/ops/members/:id/notes', { config: { ops: { permission: 'members.write', action: 'member.note' } } }, async (request) =>
    ok(await actions.addNote(request, memberId(request), parseInput(memberNoteRequestSchema, request.body))),
  );

  app.put('/ops/members/:id/tags', { config: { ops: { permission: 'members.write', action: 'member.tags' } } }, async (request) =>
    ok(await actions.setTags(request, memberId(request), parseInput(memberTagsRequestSchema, request.body))),
  );

  app.put(
    '/ops/members/:id/prize-group',
    { config: { ops: { permission: 'members.write', action: 'member.prize_group' } } },
    async (request) => ok(await actions.setPrizeGroup(request, memberId(request), parseInput(memberPrizeGroupRequestSchema, request.body))),
  );

  app.put('/ops/members/:id/vip', { config: { ops: { permission: 'members.write', action: 'member.vip_override' } } }, async (request) =>
    ok(await actions.setVip(request, memberId(request), parseInput(memberVipRequestSchema, request.body))),
  );

  app.post(
    '/ops/members/:id/adjustments',
    { config: { ops: { permission: 'members.adjust', action: 'member.adjust' } } },
    async (request) => ok(await adjustments.request(request, memberId(request), parseInput(balanceAdjustmentRequestSchema, request.body))),
  );

  app.get('/ops/adjustments', read, async (request) =>
    ok(await adjustments.list(request.site.merchant, parseInput(adjustmentsQuerySchema, request.query))),
  );

  app.post(
    '/ops/adjustments/:id/approve',
    { config: { ops: { permission: 'members.approve', action: 'member.adjust_approve' } } },
    async (request) => ok(await adjustments.approve(request, parseInput(adjustmentIdParamsSchema, request.params).id)),
  );

  app.post(
    '/ops/adjustments/:id/reject',
    { config: { ops: { permission: 'members.approve', action: 'member.adjust_reject' } } },
    async (request) => {
      const { id } = parseInput(adjustmentIdParamsSchema, request.params);
      const { reason } = parseInput(adjustmentRejectRequestSchema, request.body);
      return ok(await adjustments.reject(request, id, reason));
    },
  );
}
