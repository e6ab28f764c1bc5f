import { captchaSchema } from '@fortuna/shared';
import { apiGet } from './api';

/** `GET /wps/captcha`: a fresh single-use image challenge (the server allows one a second per address). */
export function getCaptcha(signal?: AbortSignal) {
  return apiGet('/wps/captcha', captchaSchema, { signal });
}
