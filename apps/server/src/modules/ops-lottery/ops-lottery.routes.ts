import {
  opsCancelIssueRequestSchema,
  opsLiabilityQuerySchema,
  opsLotteryGameIdParamsSchema,
  opsLotteryGamesQuerySchema,
  opsLotteryGameUpdateSchema,
  opsLotteryIssueIdParamsSchema,
  opsLotteryIssuesQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { OpsLotteryService } from './ops-lottery.service';

const issueId = (request: FastifyRequest) => BigInt(parseInput(opsLotteryIssueIdParamsSchema, request.params).id);

/** Lottery control (`lottery.read` to look, `lottery.write` to change): games, issues, draw records, liability. */
export async function opsLotteryRoutes(app: FastifyInstance, deps: { lottery: OpsLotteryService }): Promise<void> {
  const { lottery } = deps;

  app.get('/ops/lottery/games', { config: { ops: { permission: 'lottery.read' } } }, async (request) =>
    ok(await lottery.games(request, parseInput(opsLotteryGamesQuerySchema, request.query))),
  );

  app.patch(
    '/ops/lottery/games/:id',
    { config: { ops: { permission: 'lottery.write', action: 'lottery.game_update' } } },
    async (request) => {
      const { id } = parseInput(opsLotteryGameIdParamsSchema, request.params);
      return ok(await lottery.updateGame(request, id, parseInput(opsLotteryGameUpdateSchema, request.body)));
    },
  );

  app.get('/ops/lottery/issues', { config: { ops: { permission: 'lottery.read' } } }, async (request) =>
    ok(await lottery.issues(request, parseInput(opsLotteryIssuesQuerySchema, request.query))),
  );

  app.get('/ops/lottery/issues/:id', { config: { ops: { permission: 'lottery.read' } } }, async (request) =>
    ok(await lottery.drawRecord(request, issueId(request))),
  );

  app.get('/ops/lottery/issues/:id/liability', { config: { ops: { permission: 'lottery.read' } } }, async (request) =>
    ok(await lottery.liability(request, issueId(request), parseInput(opsLiabilityQuerySchema, request.query))),
  );

  app.post(
    '/ops/lottery/issues/:id/pause',
    { config: { ops: { permission: 'lottery.write', action: 'lottery.issue_pause' } } },
    async (request) => ok(await lottery.pause(request, issueId(request))),
  );

  app.post(
    '/ops/lottery/issues/:id/resume',
    { config: { ops: { permission: 'lottery.write', action: 'lottery.issue_resume' } } },
    async (request) => ok(await lottery.resume(request, issueId(request))),
  );

  app.post(
    '/ops/lottery/issues/:id/cancel',
    { config: { ops: { permission: 'lottery.write', action: 'lottery.issue_cancel' } } },
    async (request) => {
      const id = issueId(request);
      const { reason } = parseInput(opsCancelIssueRequestSchema, request.body);
      return ok(await lottery.cancel(request, id, reason));
    },
  );
}
