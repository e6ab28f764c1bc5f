#!/usr/bin/env node
/**
 * A small round-robin reverse proxy for trying the portal scaled out on one machine (no nginx
 * here; docs/deploy/nginx.conf is the production equivalent): every HTTP request and every
 * WebSocket upgrade goes to the next healthy portal process in turn. It adds X-Forwarded-For,
 * -Proto and -Host as nginx would (the portals run with TRUST_PROXY=loopback), checks each
 * process's GET /healthz every `healthEveryMs` and skips those that do not answer 200 (a process
 * that is closing answers 503, so a drained process leaves the rotation), and answers 502 when
 * none is up. Not for production: no timeouts, no buffering limits, no TLS.
 *
 * Used by scripts/scale-out.mjs and by apps/server/src/realtime/scale-out.test.ts; on its own:
 *   node scripts/dev-proxy.mjs [--port 8080] http://127.0.0.1:8081 http://127.0.0.1:8082 …
 */
import http from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** Hop-by-hop headers: they describe one connection, so neither side's are passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade']);

/** The forwarding headers of a request, appended to what an earlier proxy wrote. */
function forwarded(req) {
  const prior = req.headers['x-forwarded-for'];
  const client = req.socket.remoteAddress ?? '';
  return {
    'x-forwarded-for': prior ? `${prior}, ${client}` : client,
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
  };
}

/**
 * Starts the proxy in front of `targets` (base URLs such as `http://127.0.0.1:8081`). `onRoute`
 * hears where each request (`http`) and each WebSocket (`ws`) went. Resolves once it listens.
 */
export async function startProxy({ targets, port = 0, host = '127.0.0.1', healthPath = '/healthz', healthEveryMs = 2_000, onRoute }) {
  const upstreams = targets.map((url) => {
    const u = new URL(url);
    return { url, host: u.hostname, port: Number(u.port || 80), up: true, agent: new http.Agent({ keepAlive: true }) };
  });
  let turn = 0;
  /** The next healthy process in turn, or undefined when none is. */
  const next = () => {
    for (let i = 0; i < upstreams.length; i++) {
      const u = upstreams[turn++ % upstreams.length];
      if (u.up) return u;
    }
    return undefined;
  };
  const tunnels = new Set();

  const server = http.createServer((req, res) => {
    const target = next();
    if (!target) return void res.writeHead(502, { 'content-type': 'text/plain' }).end('no portal process is up\n');
    onRoute?.('http', target.url, req);
    const headers = { ...req.headers, ...forwarded(req) };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request({
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers,
      agent: target.agent,
    });
    upstream.on('response', (answer) => {
      const raw = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2)
        if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) raw.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
      answer.pipe(res);
    });
    upstream.on('error', (error) => {
      // A refused connection: the process is gone; leave it out until its health check answers again.
      if (error.code === 'ECONNREFUSED') target.up = false;
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`portal process failed: ${error.code ?? error.message}\n`);
      else res.destroy(error);
    });
    // A client that goes away mid-answer takes the upstream call with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  // A WebSocket: the upgrade request is replayed to the chosen process, then bytes flow both ways.
  server.on('upgrade', (req, socket, head) => {
    const target = next();
    if (!target) return void socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
    onRoute?.('ws', target.url, req);
    const upstream = net.connect(target.port, target.host);
    const pair = { socket, upstream };
    tunnels.add(pair);
    const close = () => {
      tunnels.delete(pair);
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
    upstream.on('connect', () => {
      const extra = forwarded(req);
      let lines = `${req.method} ${req.url} HTTP/${req.httpVersion}\r\n`;
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        if (!(req.rawHeaders[i].toLowerCase() in extra)) lines += `${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}\r\n`;
      for (const [name, value] of Object.entries(extra)) lines += `${name}: ${value}\r\n`;
      upstream.write(`${lines}\r\n`);
      if (head.length > 0) upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
  });

  const check = () =>
    Promise.all(
      upstreams.map((u) =>
        fetch(`${u.url}${healthPath}`, { signal: AbortSignal.timeout(Math.max(500, healthEveryMs)) }).then(
          (r) => {
            u.up = r.ok;
            return r.body?.cancel();
          },
          () => {
            u.up = false;
          },
        ),
      ),
    );
  const timer = setInterval(() => void check(), healthEveryMs);
  timer.unref();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    /** Whether each process is in the rotation now. */
    health: () => upstreams.map((u) => ({ url: u.url, up: u.up })),
    /** Stops listening and drops every open connection and WebSocket. */
    close: async () => {
      clearInterval(timer);
      for (const pair of tunnels) {
        pair.socket.destroy();
        pair.upstream.destroy();
      }
      const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
      server.closeAllConnections();
      for (const u of upstreams) u.agent.destroy();
      await closed;
    },
  };
}

// Run on its own: `node scripts/dev-proxy.mjs [--port N] <target> …`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--port');
  const port = at >= 0 ? Number(args.splice(at, 2)[1]) : Number(process.env.PORT ?? 8080);
  if (args.length === 0) {
    console.error('usage: node scripts/dev-proxy.mjs [--port 8080] http://127.0.0.1:8081 http://127.0.0.1:8082 …');
    process.exit(2);
  }
  const proxy = await startProxy({ targets: args, port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`proxy on ${proxy.url} → ${args.join(', ')} (round-robin per request and per WebSocket)`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void proxy.close().then(() => process.exit(0)));
}
