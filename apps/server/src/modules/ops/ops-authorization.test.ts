import { OPERATOR_ROLES, OPS_PERMISSIONS, type OpsPermission, roleAllows } from '@fortuna/shared';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, buildTestApp, freshIp, operatorToken, type TestApp } from '../../testing/index';

/**
 * Walks the server's own route table (http/route-table.ts): every /ops route declares what it
 * needs; every role reaches exactly the routes its permissions allow (ROLE_PERMISSIONS); member and
 * agent tokens are refused everywhere; and every call to an /ops write, allowed or refused, leaves
 * an audit row. A new /ops route is checked without anyone adding it here.
 */
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true } });
  const api = apiClient(t.app);
  for (const role of OPERATOR_ROLES) tokens[role] = await operatorToken(t.database.db, `authz_${role}`, role);
  for (const [who, username, password] of [
    ['member', 'player01', 'Player123'],
    ['agent', 'agent01', 'Agent1234'],
  ] as const) {
    const reply = await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password },
      { 'x-forwarded-for': freshIp() },
    );
    tokens[who] = reply.body.value.token;
  }
}, 120_000);
afterAll(async () => t?.close());

const opsRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/ops/'));
const WRITE = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

/** A request to a route with every path parameter filled in (an id no row has). */
function requestTo(method: string, url: string, token: string): InjectOptions {
  return {
    method: method as InjectOptions['method'],
    url: url.replace(/:[A-Za-z]+/g, '999999'),
    headers: { 'x-merchant': 'FORTUNA', authorization: token, 'x-forwarded-for': freshIp(), 'content-type': 'application/json' },
    ...(WRITE(method) ? { payload: '{}' } : {}),
  };
}

async function auditCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM audit_log`.execute(t.database.db);
  return rows[0]?.n ?? 0;
}

describe('the back office route table', () => {
  it('has /ops routes, each declaring a known permission', () => {
    expect(opsRoutes().length).toBeGreaterThan(5);
    const known = new Set<string>([...OPS_PERMISSIONS, 'self', 'public']);
    for (const route of opsRoutes()) {
      expect(route.ops, `${route.method} ${route.url} declares no ops permission`).toBeDefined();
      expect(known.has(route.ops?.permission ?? ''), `${route.method} ${route.url}: unknown permission ${route.ops?.permission}`).toBe(
        true,
      );
    }
  });

  it('lets each role reach only what its permissions allow, and refuses member and agent tokens', async () => {
    for (const route of opsRoutes()) {
      const permission = route.ops?.permission;
      if (!permission || permission === 'public') continue;
      for (const who of ['member', 'agent']) {
        const reply = await t.app.inject(requestTo(route.method, route.url, tokens[who] as string));
        expect(reply.statusCode, `${who} token on ${route.method} ${route.url}`).toBe(401);
      }
      for (const role of OPERATOR_ROLES) {
        const reply = await t.app.inject(requestTo(route.method, route.url, tokens[role] as string));
        const message = JSON.parse(reply.body).message as string;
        const allowed = permission === 'self' || roleAllows(role, permission as OpsPermission);
        const where = `${role} on ${route.method} ${route.url} (${permission}): ${reply.statusCode} ${message}`;
        expect(reply.statusCode, where).toBeLessThan(500);
        if (allowed) expect(['forbidden', 'not_logged_in', 'session_expired', 'totp_setup_required'], where).not.toContain(message);
        else expect(message, where).toBe('forbidden');
      }
    }
  }, 300_000);

  it('writes an audit row for every call to an /ops write, allowed or refused', async () => {
    for (const route of opsRoutes().filter((entry) => WRITE(entry.method) && entry.url !== '/ops/session/logout')) {
      for (const who of ['owner', 'auditor', 'member']) {
        const before = await auditCount();
        const reply = await t.app.inject(requestTo(route.method, route.url, tokens[who] as string));
        // The row is written once the answer is sent; wait for it, not for a time.
        await expect
          .poll(auditCount, { message: `${who} on ${route.method} ${route.url} (${reply.statusCode}) left no audit row` })
          .toBeGreaterThan(before);
      }
    }
  }, 300_000);

  it('keeps the audit log append-only', async () => {
    await expect(sql`UPDATE audit_log SET outcome = 'edited'`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
  });
});
