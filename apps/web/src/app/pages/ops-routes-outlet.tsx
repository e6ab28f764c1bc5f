import { useRoutes } from 'react-router';
import { opsChildRoutes } from '../../features/ops/shell/ops-routes';

/**
 * The back office's sections as descendant routes of `/backoffice/*`: this module (and the route
 * table it holds) loads with the back office, not with the player site's first page.
 */
export function OpsRoutes() {
  return useRoutes(opsChildRoutes);
}
