import { type GameLaunchQuery, gameLaunchSchema } from '@fortuna/shared';
import { apiGet } from '../../../lib/api';

/**
 * `GET /wps/game/launchGame` (token): a single-use launch URL on one of the merchant's launch CDNs.
 * A guest is answered `not_logged_in`, a trial account `in_need_true_account` for a real-money game.
 */
export function launchGame(query: Pick<GameLaunchQuery, 'nodeId' | 'language' | 'theme'>, signal?: AbortSignal) {
  const params = new URLSearchParams({ nodeId: String(query.nodeId) });
  if (query.language) params.set('language', query.language);
  if (query.theme) params.set('theme', query.theme);
  return apiGet(`/wps/game/launchGame?${params}`, gameLaunchSchema, { signal });
}
