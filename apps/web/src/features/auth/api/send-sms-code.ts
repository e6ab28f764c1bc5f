import { type SmsCodeResponse, type smsCodeRequestSchema, smsCodeResponseSchema } from '@fortuna/shared';
import type { z } from 'zod';
import { apiSend } from '../../../lib/api';

type SmsCodeRequest = z.input<typeof smsCodeRequestSchema>;

/** `POST /wps/verification/sms/noLogin`: a code to a registered mobile, for SMS login or a password reset. */
export function sendNoLoginSmsCode(body: SmsCodeRequest): Promise<SmsCodeResponse> {
  return apiSend('POST', '/wps/verification/sms/noLogin', body, smsCodeResponseSchema);
}

/** `POST /wps/verification/sms/register`: a code to a new mobile, for registration. */
export function sendRegisterSmsCode(body: Omit<SmsCodeRequest, 'purpose'>): Promise<SmsCodeResponse> {
  return apiSend('POST', '/wps/verification/sms/register', body, smsCodeResponseSchema);
}
