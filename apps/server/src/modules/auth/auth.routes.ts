import { loginRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from './auth.service';
import type { CaptchaService } from './captcha.service';
import type { EncryptionService } from './encryption.service';

type Deps = { auth: AuthService; captcha: CaptchaService; encryption: EncryptionService };

/** Session calls of spec §7: login (encrypted), logout, free play, captcha, the encryption key. */
export async function authRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { auth, captcha, encryption } = deps;

  app.get('/wps/system/encryptionKey', async () => ok(await encryption.publicKey()));

  app.get('/wps/captcha', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await captcha.create(request.site.visitor.ip));
  });

  app.post('/wps/session/login', async (request) => {
    const input = parseInput(loginRequestSchema, await encryption.readBody(request));
    return ok(await auth.login(request.site, input));
  });

  app.post('/wps/session/login/freeplay', async (request) => ok(await auth.freePlay(request.site)));

  app.delete('/wps/session/logout', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, undefined, { passwordChange: 'allowed' });
    await auth.logout(ctx);
    return ok(null);
  });
}
