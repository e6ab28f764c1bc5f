import { type FavouriteGamePayload, favouriteToggleSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/relay/MCSFE_addFavoriteGameV2` (token): adds a favourite; one already there is left as it is. */
export function addFavourite(payload: FavouriteGamePayload) {
  return apiSend('POST', '/wps/relay/MCSFE_addFavoriteGameV2', payload, favouriteToggleSchema);
}
