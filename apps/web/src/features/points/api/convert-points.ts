import { type PointsConvertRequest, pointsConvertResponseSchema } from '@fortuna/shared';
import { apiSend } from '../../../lib/api';

/** `POST /wps/points/convert` (token, encrypted, payment password): points into the main wallet; a replayed requestId answers the first. */
export function convertPoints(body: PointsConvertRequest) {
  return apiSend('POST', '/wps/points/convert', body, pointsConvertResponseSchema, { encrypted: true });
}
