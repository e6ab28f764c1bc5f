/**
 * Logins per second (argon2id verification included, encrypted body as the web client sends it)
 * and member-info requests per second, on one server in this process over the configured
 * database (PGlite unless DATABASE_URL is set). Usage: `npm run bench:auth -w bench`.
 */
import { encryptRequestBody, importEncryptionPublicKey } from '@fortuna/shared';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { createTestDatabase, testConfig } from '../apps/server/src/testing/index';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const database = await createTestDatabase({ seeded: true });
// Every request here comes from 127.0.0.1 for one account: lift the operator's login limits.
await database.db.updateTable('merchant').set({ login_limit_per_ip: 1_000_000_000, login_limit_per_account: 1_000_000_000 }).execute();
const app = await buildApp(testConfig(), { database });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json', merchant: 'FORTUNA', device: 'web' };

const key = ((await (await fetch(`${url}/wps/system/encryptionKey`)).json()) as { value: { keyId: string; publicKey: string } }).value;
const publicKey = await importEncryptionPublicKey(key.publicKey);
// A pool of pre-encrypted bodies (the client's own cost is not the server's).
const bodies = await Promise.all(
  Array.from({ length: 64 }, () =>
    encryptRequestBody(publicKey, key.keyId, { type: 'username', username: 'player01', password: 'Player123' }),
  ),
);
const login = (await (
  await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { ...headers, encryption: bodies[0]!.header },
    body: JSON.stringify(bodies[0]!.body),
  })
).json()) as { value: { token: string } };
const token = login.value.token;

let next = 0;
async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const bad = result.non2xx + result.errors;
  console.log(
    `${name.padEnd(24)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${bad} failed of ${result.requests.total}`,
  );
  return result.requests.average;
}

console.log(`database: ${database.kind}; ${connections} connections, ${seconds} s each, node ${process.version}`);
const logins = await run('POST /wps/session/login', {
  url: `${url}/wps/session/login`,
  method: 'POST',
  requests: [
    {
      setupRequest: (req) => {
        const sealed = bodies[next++ % bodies.length]!;
        return { ...req, headers: { ...headers, encryption: sealed.header, 'x-bench': String(next) }, body: JSON.stringify(sealed.body) };
      },
    },
  ],
});
const info = await run('GET /wps/member/info', { url: `${url}/wps/member/info`, headers: { ...headers, authorization: token } });
console.log(`logins/s ${logins.toFixed(0)}, member-info/s ${info.toFixed(0)}`);

await app.close();
await database.close();
