import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { apiClient, buildTestApp, freshIp, type TestApp, testConfig } from '../testing/index';
import type { MemberEvent } from './member-events';

let t: TestApp;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, databaseUrl: undefined } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

function socketTo(app: TestApp['app'], token: string | undefined): Socket {
  const { port } = app.server.address() as AddressInfo;
  const socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket.io',
    auth: { token, merchant: 'FORTUNA' },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function nextNotification(socket: Socket): Promise<MemberEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification within 10 s')), 10_000);
    socket.once('notification', (event: MemberEvent) => {
      clearTimeout(timer);
      resolve(event);
    });
  });
}

async function connected(socket: Socket): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => reject(err));
  });
}

async function loginAndDeposit(api: ReturnType<typeof apiClient>, requestId: string) {
  const token = (
    await api.encrypted(
      'POST',
      '/wps/session/login',
      { type: 'username', username: 'member03', password: 'Member123' },
      { 'x-forwarded-for': freshIp() },
    )
  ).body.value.token as string;
  const deposit = (await api.post('/wps/cashier/deposit', { channel: 'KBZ_BANK', amount: '1234', requestId }, { authorization: token }))
    .body.value;
  return { token, depositId: deposit.id as number };
}

describe('realtime notifications', () => {
  it('refuses a socket without a valid session', async () => {
    const socket = socketTo(t.app, 'not-a-real-token-at-all-000000');
    await expect(connected(socket)).rejects.toThrow('session_expired');
  });

  it('delivers a deposit credit to the member’s socket', async () => {
    const api = apiClient(t.app);
    const { token, depositId } = await loginAndDeposit(api, 'rt-dep-000001');
    const socket = socketTo(t.app, token);
    await connected(socket);
    const event = nextNotification(socket);
    const ops = (await api.post('/ops/session/login', { username: 'operator01', password: 'Operator123' })).body.value.token;
    await api.post(`/ops/deposits/${depositId}/confirm`, {}, { authorization: ops });
    expect(await event).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '1234.00', balance: '1234.00' } });
  });

  // Two processes need a shared database server; embedded PGlite is one process by design.
  it.runIf(Boolean(process.env.DATABASE_URL))('carries an event raised on one process to a socket held by another', async () => {
    const url = t.database.url as string;
    const other = await buildApp(testConfig({ databaseUrl: url, trustProxy: true }), { database: t.database });
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const first = await buildApp(testConfig({ databaseUrl: url, trustProxy: true }), { database: t.database });
      await first.listen({ port: 0, host: '127.0.0.1' });
      try {
        const api = apiClient(first);
        const { token, depositId } = await loginAndDeposit(api, 'rt-dep-000002');
        const socket = socketTo(other, token);
        await connected(socket);
        await new Promise((r) => setTimeout(r, 500));
        const event = nextNotification(socket);
        const ops = (await api.post('/ops/session/login', { username: 'operator01', password: 'Operator123' })).body.value.token;
        await api.post(`/ops/deposits/${depositId}/confirm`, {}, { authorization: ops });
        expect(await event).toMatchObject({ type: 'DEPOSIT_CREDITED', payload: { amount: '1234.00' } });
      } finally {
        await first.close();
      }
    } finally {
      await other.close();
    }
  });
});
