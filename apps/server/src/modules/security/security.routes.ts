import {
  bindContactRequestSchema,
  contactCodeRequestSchema,
  loginHistoryQuerySchema,
  newIpMethodsSettingSchema,
  regenerateRecoveryCodesRequestSchema,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
} from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { EncryptionService } from '../auth/encryption.service';
import type { SecurityService } from './security.service';

type Deps = { auth: AuthService; security: SecurityService; encryption: EncryptionService };

/** The member's security centre calls (its own account only). */
async function memberSecurityRoutes(app: FastifyInstance, deps: Deps) {
  markMemberRoutes(app);
  const { auth, security, encryption } = deps;
  const session = (request: FastifyRequest) =>
    auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);

  app.get('/wps/security', async (request) => ok(await security.overview(request.site, await session(request))));
  app.get('/wps/security/logins', async (request) => {
    const ctx = await session(request);
    const query = parseInput(loginHistoryQuerySchema, request.query);
    return ok(await security.loginHistory(ctx, query.pageNo, query.pageSize));
  });
  app.get('/wps/security/sessions', async (request) => ok(await security.sessions(await session(request))));
  app.post('/wps/security/sessions/logout-others', async (request) => ok(await security.logoutOthers(await session(request))));
  app.post('/wps/security/2fa/setup', async (request) => ok(await security.setup(request.site, await session(request))));
  app.post('/wps/security/2fa/enable', async (request) => {
    const ctx = await session(request);
    return ok(await security.enable(ctx, parseInput(twoFactorEnableRequestSchema, request.body).code));
  });
  // Encrypted like every call that carries the login password.
  app.post('/wps/security/2fa/disable', async (request) => {
    const ctx = await session(request);
    const input = parseInput(twoFactorDisableRequestSchema, await encryption.readBody(request));
    return ok(await security.disable(request.site, ctx, input));
  });
  app.post('/wps/security/2fa/recovery-codes', async (request) => {
    const ctx = await session(request);
    const input = parseInput(regenerateRecoveryCodesRequestSchema, await encryption.readBody(request));
    return ok(await security.regenerateRecoveryCodes(request.site, ctx, input));
  });
  // Binding a mobile or email: a code to the new contact, then the code with the login password (encrypted).
  app.post('/wps/security/contact/code', async (request) => {
    const ctx = await session(request);
    return ok(await security.sendContactCode(request.site, ctx, parseInput(contactCodeRequestSchema, request.body)));
  });
  app.put('/wps/security/contact', async (request) => {
    const ctx = await session(request);
    const input = parseInput(bindContactRequestSchema, await encryption.readBody(request));
    return ok(await security.bindContact(request.site, ctx, input));
  });
}

/** The operator's switches of the new-address verification methods (`site.read` / `site.write`, audited). */
async function opsSecurityRoutes(app: FastifyInstance, deps: { security: SecurityService }) {
  const { security } = deps;
  app.get('/ops/site/new-ip-methods', { config: { ops: { permission: 'site.read' } } }, async (request) =>
    ok(await security.newIpMethods(request.site.merchant.id)),
  );
  app.put('/ops/site/new-ip-methods', { config: { ops: { permission: 'site.write', action: 'site.new_ip_methods' } } }, async (request) =>
    ok(await security.setNewIpMethods(request, parseInput(newIpMethodsSettingSchema, request.body).methods)),
  );
}

/** Security centre routes: the member's and the operator's. */
export async function securityRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(memberSecurityRoutes, deps);
  await app.register(opsSecurityRoutes, { security: deps.security });
}
