import { type OperatorMe, type OpsPermission, operatorMeSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiGet, apiSend, type SendMethod } from '../../../lib/api';
import { endOpsSession, getOpsSession, useOpsSession } from '../ops-session';

/**
 * The back office's calls: every /ops call sends the operator's own token (never the member's);
 * a refused token ends the operator's session in this tab, and the login form shows again.
 */

/** Query keys of the back office; every key starts with `ops`, so signing out drops them all. */
export const opsKeys = {
  all: ['ops'] as const,
  me: (token: string | undefined) => ['ops', 'me', token] as const,
  /** An area's key: `opsKeys.area('members', filters…)`. */
  area: (area: string, ...parts: unknown[]) => ['ops', area, ...parts] as const,
};

function endOn401(error: unknown): never {
  if (error instanceof ApiError && error.status === 401 && error.code !== 'totp_required' && error.code !== 'totp_incorrect') {
    endOpsSession('expired');
  }
  throw error;
}

/** `GET /ops/…` with the operator's token. */
export function opsGet<S extends z.ZodType>(path: string, schema: S, options: { signal?: AbortSignal } = {}): Promise<z.output<S>> {
  return apiGet(path, schema, { signal: options.signal, authorization: getOpsSession()?.token ?? null }).catch(endOn401);
}

/** `POST|PUT|PATCH|DELETE /ops/…` with the operator's token. */
export function opsSend<S extends z.ZodType>(method: SendMethod, path: string, body: unknown, schema: S): Promise<z.output<S>> {
  return apiSend(method, path, body, schema, { authorization: getOpsSession()?.token ?? null }).catch(endOn401);
}

/** A query string of the defined values (`?a=1&b=x`), or ''. */
export function opsQuery(values: Record<string, string | number | boolean | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** `GET /ops/session/me`: the operator, its role's permissions and its two-factor state. */
export function useOpsMe() {
  const session = useOpsSession();
  return useQuery({
    queryKey: opsKeys.me(session?.token),
    queryFn: ({ signal }) => opsGet('/ops/session/me', operatorMeSchema, { signal }),
    enabled: session !== null,
    staleTime: 60_000,
  });
}

/** Whether the operator's role holds a permission (what the server checks; the screens only hide what would be refused). */
export function can(me: OperatorMe | undefined, permission: OpsPermission): boolean {
  return me?.permissions.includes(permission) ?? false;
}
