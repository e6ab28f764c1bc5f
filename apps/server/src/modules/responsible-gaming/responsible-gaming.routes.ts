import { memberIdParamsSchema, rgExclusionRequestSchema, setRealityCheckRequestSchema, setRgLimitRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import { hashToken } from '../auth/token';
import type { ResponsibleGaming } from './responsible-gaming.service';

type Deps = { rg: ResponsibleGaming; auth: AuthService; db: Kysely<Database> };

/** The member's responsible-gaming page (schemas/responsible-gaming.ts); every call needs a real account's session. */
export async function responsibleGamingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { rg, auth, db } = deps;
  const session = async (request: FastifyRequest) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    if (ctx.isTrial) throw new AppError('in_need_true_account');
    return ctx;
  };
  const decimals = (request: FastifyRequest) => request.site.merchant.currency_decimals;

  app.get('/wps/member/rg', async (request) => {
    const ctx = await session(request);
    return ok(await rg.state(ctx.member.id, decimals(request)));
  });
  app.post('/wps/member/rg/limits', async (request) => {
    const ctx = await session(request);
    const input = parseInput(setRgLimitRequestSchema, request.body);
    return ok(await rg.setLimit(ctx.member.id, input.key, input.value, decimals(request)));
  });
  app.post('/wps/member/rg/reality-check', async (request) => {
    const ctx = await session(request);
    const input = parseInput(setRealityCheckRequestSchema, request.body);
    return ok(await rg.setRealityCheck(ctx.member.id, input.minutes, decimals(request)));
  });
  app.get('/wps/member/rg/reality-check', async (request) => {
    const ctx = await session(request);
    const row = await db
      .selectFrom('member_session')
      .select('created_at')
      .where('token_hash', '=', hashToken(ctx.token))
      .executeTakeFirstOrThrow();
    return ok(await rg.realityCheck(ctx.member.id, new Date(row.created_at), decimals(request)));
  });
  app.post('/wps/member/rg/exclusion', async (request) => {
    const ctx = await session(request);
    const input = parseInput(rgExclusionRequestSchema, request.body);
    return ok(await rg.exclude(ctx.member.id, input));
  });
}

/** The operator's view of a member's limits, exclusions and history (`members.read`); lifting is refused. */
export async function responsibleGamingOpsRoutes(
  app: FastifyInstance,
  deps: { rg: ResponsibleGaming; db: Kysely<Database> },
): Promise<void> {
  const { rg, db } = deps;
  const member = async (request: FastifyRequest) => {
    const { id } = parseInput(memberIdParamsSchema, request.params);
    const row = await db
      .selectFrom('member')
      .select('id')
      .where('id', '=', id)
      .where('merchant_id', '=', request.site.merchant.id)
      .executeTakeFirst();
    if (!row) throw new AppError('not_found');
    return row.id;
  };
  app.get('/ops/members/:id/responsible-gaming', { config: { ops: { permission: 'members.read' } } }, async (request) =>
    ok(await rg.opsView(await member(request), request.site.merchant.currency_decimals)),
  );
  // An exclusion runs to its end (MGA): the call exists so the refusal is explicit and audited.
  app.post(
    '/ops/members/:id/responsible-gaming/lift',
    { config: { ops: { permission: 'members.write', action: 'rg.exclusion.lift' } } },
    async (request) => {
      await member(request);
      throw new AppError('rg_exclusion_cannot_be_lifted');
    },
  );
}
