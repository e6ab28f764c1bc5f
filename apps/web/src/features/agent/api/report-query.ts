import { useToken } from '../../../lib/session';

/** `/wps/agent/report/<name>?…` with the query's non-empty values. */
export function reportPath(name: string, query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'number' || (typeof value === 'string' && value !== '')) params.set(key, String(value));
  }
  const text = params.toString();
  return `/wps/agent/report/${name}${text ? `?${text}` : ''}`;
}

/**
 * The query key of a report page: under `agent` and the session's token like every agent key
 * (api/agent-keys.ts), so another login never sees it and one invalidation refreshes it.
 */
export function useReportKey(name: string, query: object) {
  const token = useToken();
  return ['agent', token, 'report', name, query] as const;
}
