import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Paths that belong to the API or the server, never to the single-page app. */
const SERVER_PREFIXES = ['/wps/', '/lgw/', '/cdn/', '/locales/', '/healthz', '/ops/', '/socket.io/', '/assets/'];

export function isServerPath(url: string): boolean {
  return SERVER_PREFIXES.some((prefix) => url.startsWith(prefix));
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
