import { type FavouriteGamePayload, favouriteToggleSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `DELETE /wps/relay/MCSFE_removeFavoriteGameV2` (token): removes a favourite; removing one that is not is harmless. */
export function removeFavourite(payload: FavouriteGamePayload) {
  return apiSend('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', payload, favouriteToggleSchema);
}
