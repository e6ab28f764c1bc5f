import { loginCodeExchangeRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from './auth.service';
import type { LoginCodeService } from './login-code.service';

type Deps = { codes: LoginCodeService; auth: AuthService };

/** URL login codes (login-code.service.ts): issue one for a session, exchange one for a session. */
export async function loginCodeRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { codes, auth } = deps;

  app.post('/wps/session/loginCode', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant);
    return ok(await codes.issue(ctx));
  });

  app.post('/wps/session/loginCode/exchange', async (request) => {
    const input = parseInput(loginCodeExchangeRequestSchema, request.body);
    return ok(await codes.exchange(request.site, input.code));
  });
}
