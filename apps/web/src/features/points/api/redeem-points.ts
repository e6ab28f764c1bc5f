import { type PointsRedeemRequest, pointsRedeemResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/points/redeem` (token, encrypted, payment password): redeems units of a good; a replayed requestId answers the first. */
export function redeemPoints(body: PointsRedeemRequest) {
  return apiSend('POST', '/wps/points/redeem', body, pointsRedeemResponseSchema, { encrypted: true });
}
