import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * First path segments the server owns, never the single-page app: the player API (`/wps`, `/lgw`,
 * `/lotto`), the operator API (`/ops`), the provider wallet protocol (`/provider`), game vendors
 * mounted on the demo launch CDN path (`/play`, e.g. the reference vendor's page and its `/api`),
 * the image CDN (`/cdn`), locale bundles (`/locales`), realtime (`/socket.io`), the web build's
 * hashed files (`/assets`) and `/healthz`. An unknown path under any of them is a 404 envelope.
 */
const SERVER_SEGMENTS = new Set(['wps', 'lgw', 'lotto', 'ops', 'provider', 'play', 'cdn', 'locales', 'socket.io', 'assets', 'healthz']);

/** Whether a request URL (path and query) falls under a path the server owns (see SERVER_SEGMENTS). */
export function isServerPath(url: string): boolean {
  const first = /^\/+([^/?#]*)/.exec(url)?.[1] ?? '';
  return SERVER_SEGMENTS.has(first);
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz copies used
 * when the client accepts them, and index.html for every other GET so the SPA's router answers
 * (its not-found page included). Returns whether a build was found.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      // Only the hashed files under assets/ may be kept: the rest (the service worker sw.js, its
      // manifest.webmanifest, offline page and icons, apps/web vite.config.ts) are revalidated on
      // every use, so a deploy's new service worker and manifest reach the browser on the next load.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_request, reply) => sendIndex(reply));
  return true;
}

/** The SPA's entry page: never cached, so a deploy is picked up on the next load. */
export function sendIndex(reply: FastifyReply): FastifyReply {
  reply.header('cache-control', 'no-cache');
  return reply.type('text/html; charset=utf-8').sendFile('index.html');
}
