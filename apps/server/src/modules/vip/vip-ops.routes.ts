import {
  memberIdParamsSchema,
  opsSetMemberVipRequestSchema,
  opsVipLevelInputSchema,
  opsVipLevelParamsSchema,
  opsVipSettingsSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { VipOpsService } from './vip-ops.service';

const READ = { ops: { permission: 'promotions.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'promotions.write', action } }) as const;

/** The back office's VIP programme: levels and settings (`promotions.read` / `promotions.write`), a member's level. */
export async function vipOpsRoutes(app: FastifyInstance, deps: { ops: VipOpsService }): Promise<void> {
  const { ops } = deps;
  const level = (request: FastifyRequest) => parseInput(opsVipLevelParamsSchema, request.params).level;
  const memberId = (request: FastifyRequest) => parseInput(memberIdParamsSchema, request.params).id;

  app.get('/ops/vip/levels', { config: READ }, async (request) => ok(await ops.levels(request)));
  app.post('/ops/vip/levels', { config: write('vip.level.add') }, async (request) =>
    ok(await ops.addLevel(request, parseInput(opsVipLevelInputSchema, request.body))),
  );
  app.put('/ops/vip/levels/:level', { config: write('vip.level.update') }, async (request) =>
    ok(await ops.updateLevel(request, level(request), parseInput(opsVipLevelInputSchema, request.body))),
  );
  app.delete('/ops/vip/levels/:level', { config: write('vip.level.remove') }, async (request) =>
    ok(await ops.removeLevel(request, level(request))),
  );
  app.put('/ops/vip/settings', { config: write('vip.settings') }, async (request) =>
    ok(await ops.updateSettings(request, parseInput(opsVipSettingsSchema, request.body))),
  );
  app.get('/ops/vip/members/:id', { config: READ }, async (request) => ok(await ops.member(request, memberId(request))));
  app.put('/ops/vip/members/:id/level', { config: write('vip.member.level') }, async (request) =>
    ok(await ops.setMemberLevel(request, memberId(request), parseInput(opsSetMemberVipRequestSchema, request.body))),
  );
}
