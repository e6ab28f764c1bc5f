import type { AddressInfo } from 'node:net';
import { FISHING_EVENTS, FISHING_NAMESPACE } from '@fortuna/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureReefHunterGame } from '../modules/fishing/fishing.test-support';
import { apiClient, buildTestApp, freshIp, fund, type TestApp } from '../testing/index';

/** Generous, for a loaded machine. */
const WAIT_MS = 20_000;

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { trustProxy: true, databaseUrl: undefined } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  api = apiClient(t.app, { merchant: 'FORTUNA' });
  await ensureReefHunterGame(t.database.db);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

async function login(username: string, password: string): Promise<string> {
  const reply = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password },
    { 'x-forwarded-for': freshIp() },
  );
  return reply.body.value.token;
}

function within<T>(what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${WAIT_MS / 1000} s`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function fishingSocket(token: string | undefined): Socket {
  const socket = connect(`${url}${FISHING_NAMESPACE}`, {
    path: '/socket.io',
    auth: { token, merchant: 'FORTUNA' },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

function next<T>(socket: Socket, event: string, match: (payload: T) => boolean = () => true): Promise<T> {
  return within(
    event,
    new Promise((resolve) => {
      const listener = (payload: T) => {
        if (!match(payload)) return;
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    }),
  );
}

type Joined = { success: boolean; message: string; value: { room: { id: number }; seat: number; now: number } };
const join = (socket: Socket, roomId?: number) =>
  within('join', socket.emitWithAck(FISHING_EVENTS.join, roomId ? { roomId } : {}) as Promise<Joined>);

describe('the /fishing namespace', () => {
  it('refuses a socket without a member session', async () => {
    const socket = fishingSocket(undefined);
    const error = await within('connect_error', new Promise<Error>((resolve) => socket.once('connect_error', resolve)));
    expect(error.message).toBe('not_logged_in');
  });

  it("seats two members in one room; each sees the other's seat, aim and shots, and a leave frees the seat", async () => {
    const [a, b] = [await login('member02', 'Member123'), await login('member03', 'Member123')];
    await fund(t.database.db, 'member02', 100_000n);
    const first = fishingSocket(a);
    const joinedA = await join(first);
    expect(joinedA.success, JSON.stringify(joinedA)).toBe(true);
    const roomId = joinedA.value.room.id;
    expect(Math.abs(joinedA.value.now - Date.now())).toBeLessThan(5_000);

    const seatsSeen = next<{ seats: { seat: number }[] }>(first, FISHING_EVENTS.seats, (p) => p.seats.length === 2);
    const second = fishingSocket(b);
    const joinedB = await join(second, roomId);
    expect(joinedB.value.room.id).toBe(roomId);
    expect(joinedB.value.seat).not.toBe(joinedA.value.seat);
    expect((await seatsSeen).seats.map((s) => s.seat).sort()).toEqual([joinedA.value.seat, joinedB.value.seat].sort());

    // A's cannon moves and A fires (over HTTP): B sees both.
    const aimed = next<{ seat: number; angle: number }>(second, FISHING_EVENTS.aimed);
    first.emit(FISHING_EVENTS.aim, { angle: 0.5, level: 3 });
    expect(await aimed).toMatchObject({ seat: joinedA.value.seat, angle: 0.5 });
    const seen = next<{ roundCode: string; seat: number; balance?: string }>(second, FISHING_EVENTS.shot);
    const fired = await api.post(
      '/wps/fishing/shots',
      { requestId: `sock-shot-${Date.now()}`, roomId, level: 1, angle: 0 },
      { authorization: a },
    );
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    const shot = await seen;
    expect(shot).toMatchObject({ roundCode: fired.body.value.roundCode, seat: joinedA.value.seat });
    expect(shot.balance).toBeUndefined(); // the room never sees a member's balance

    // B leaves: A sees one seat left.
    const fewer = next<{ seats: unknown[] }>(first, FISHING_EVENTS.seats, (p) => p.seats.length === 1);
    second.disconnect();
    expect((await fewer).seats).toHaveLength(1);
  });
});
