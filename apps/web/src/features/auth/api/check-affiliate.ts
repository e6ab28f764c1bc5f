import { affiliateResponseSchema } from '@fortuna/shared';
import { apiGet } from '../../../lib/api';

/** `GET /wps/agent/affiliate?code=&domain=`: the agent behind an invitation code, or `invitation_code_error`. */
export function checkAffiliate(code: string, domain: string = window.location.hostname) {
  const query = new URLSearchParams({ code, domain });
  return apiGet(`/wps/agent/affiliate?${query}`, affiliateResponseSchema);
}
