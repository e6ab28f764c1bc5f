import {
  affiliateQuerySchema,
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  forgotByPhoneRequestSchema,
  registerRequestSchema,
  resetByTokenRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { EncryptionService } from '../auth/encryption.service';
import type { MemberService } from './member.service';

type Deps = { members: MemberService; auth: AuthService; encryption: EncryptionService };

/** Member calls of spec §7: registration, member info, passwords, the affiliate check. */
export async function memberRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  markMemberRoutes(app);
  const { members, auth, encryption } = deps;
  // This plugin's session calls are what the forced password change screen needs: the member info
  // and the change itself, so they answer a session that must change its password (auth/password-gate.ts).
  const changingSession = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup, { passwordChange: 'allowed' });

  app.put('/wps/member/register', async (request) => {
    const input = parseInput(registerRequestSchema, await encryption.readBody(request));
    return ok(await members.registerByUsername(request.site, input));
  });

  app.put('/wps/member/register/mobile', async (request) => {
    const input = parseInput(registerRequestSchema, await encryption.readBody(request));
    return ok(await members.registerByMobile(request.site, input));
  });

  app.get('/wps/agent/affiliate', async (request) => {
    const query = parseInput(affiliateQuerySchema, request.query);
    return ok(await members.checkAffiliate(request.site, query.code));
  });

  app.get('/wps/member/info', async (request) => ok(await members.info(request.site, await changingSession(request))));

  app.get('/wps/member/info/icon', async (request) => {
    const info = await members.info(request.site, await changingSession(request));
    return ok({ iconUrl: info.iconUrl });
  });

  app.post('/wps/member/password', async (request) => {
    const ctx = await changingSession(request);
    const input = parseInput(changePasswordRequestSchema, await encryption.readBody(request));
    return ok(await members.changePassword(request.site, ctx, input));
  });

  app.post('/wps/member/password/email', async (request) => {
    const input = parseInput(forgotByEmailRequestSchema, request.body);
    return ok(await members.forgotByEmail(request.site, input, request));
  });

  app.post('/wps/member/password/reset', async (request) => {
    const input = parseInput(resetByTokenRequestSchema, await encryption.readBody(request));
    return ok(await members.resetByToken(request.site, input));
  });

  app.post('/wps/member/password/verification', async (request) => {
    const input = parseInput(forgotByPhoneRequestSchema, await encryption.readBody(request));
    return ok(await members.forgotByPhone(request.site, input));
  });
}
