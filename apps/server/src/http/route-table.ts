import type { FastifyInstance } from 'fastify';

/** One route of the server as registered: its method and full path (`/wps/cashier/withdrawal/:id/confirm`). */
export type RouteEntry = {
  method: string;
  url: string /** The /ops permission it declares (modules/ops/ops-guard.ts). */;
  ops?: { permission: string; action?: string };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the server, in registration order (the fuzz test walks it). */
    routeTable: RouteEntry[];
  }
}

/**
 * Records every route registered from now on, in any plugin, as `app.routeTable`, so a test can
 * walk the server's real routes (HEAD routes Fastify adds for GETs left out). Register it on the
 * root instance before any route.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const ops = (route.config as { ops?: RouteEntry['ops'] } | undefined)?.ops;
    for (const method of [route.method].flat()) if (method !== 'HEAD') table.push({ method, url: route.url, ...(ops ? { ops } : {}) });
  });
}
