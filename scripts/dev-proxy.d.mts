import type { IncomingMessage } from 'node:http';

/** Types of dev-proxy.mjs for the scale-out test. */
export type DevProxy = {
  url: string;
  port: number;
  health: () => { url: string; up: boolean }[];
  close: () => Promise<void>;
};

export function startProxy(options: {
  targets: string[];
  port?: number;
  host?: string;
  healthPath?: string;
  healthEveryMs?: number;
  onRoute?: (kind: 'http' | 'ws', target: string, request: IncomingMessage) => void;
}): Promise<DevProxy>;
