import { realityCheckSchema } from '@fortuna/shared';
import { apiGet } from '../../../lib/api';

/** `GET /wps/member/rg/reality-check` (token): time since this session's login and the net result since then. */
export function getRealityCheck() {
  return apiGet('/wps/member/rg/reality-check', realityCheckSchema);
}
