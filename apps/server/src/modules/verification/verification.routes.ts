import { MODULE_IDS, newIpCodeRequestSchema, smsCodeRequestSchema, smsRegisterRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { verifyPassword } from '../auth/password';
import type { SessionRepository } from '../auth/session.repository';
import type { ConfigService } from '../config/config.service';
import type { MemberRepository } from '../member/member.repository';
import { mobileRecipient, type VerificationService } from './verification.service';

type Deps = { verification: VerificationService; members: MemberRepository; sessions: SessionRepository; config: ConfigService };

/** SMS and email codes: login, forgot password, registration, new-address verification. */
export async function verificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { verification, members, sessions, config } = deps;

  app.post('/wps/verification/sms/noLogin', async (request) => {
    const input = parseInput(smsCodeRequestSchema, request.body);
    const { merchant, visitor } = request.site;
    const moduleId = input.purpose === 'login' ? MODULE_IDS.loginSms : MODULE_IDS.forgotPasswordMobile;
    if (!(await config.isModuleEnabled(merchant, moduleId))) throw new AppError('module_disabled');
    if (!(await members.findByMobile(merchant.id, input.countryDialingCode, input.mobileNum))) throw new AppError('mobile_not_registered');
    const recipient = mobileRecipient(input.countryDialingCode, input.mobileNum);
    return ok(await verification.sendSms(request.site, input.purpose, recipient, visitor.ip));
  });

  app.post('/wps/verification/sms/register', async (request) => {
    const input = parseInput(smsRegisterRequestSchema, request.body);
    const { merchant, visitor } = request.site;
    if (await members.findByMobile(merchant.id, input.countryDialingCode, input.mobileNum)) throw new AppError('mobile_already_in_use');
    return ok(await verification.sendSms(request.site, 'register', mobileRecipient(input.countryDialingCode, input.mobileNum), visitor.ip));
  });

  app.post('/wps/verification/newIp', async (request) => {
    const input = parseInput(newIpCodeRequestSchema, request.body);
    const { merchant, visitor } = request.site;
    const member = await members.findByUsername(merchant.id, input.username);
    if (!member || !(await verifyPassword(member.password_hash, input.password))) {
      await sessions.recordFailure(merchant.id, input.username, visitor.ip);
      throw new AppError('incorrect_account_or_password', { captcha: false });
    }
    const key = `member:${member.id}`;
    if (input.method === 'sms' && member.mobile_num && member.country_dialing_code) {
      return ok(
        await verification.sendSms(
          request.site,
          'new_ip',
          key,
          visitor.ip,
          mobileRecipient(member.country_dialing_code, member.mobile_num),
        ),
      );
    }
    if (input.method === 'email' && member.email)
      return ok(await verification.sendEmail(request.site, 'new_ip', key, visitor.ip, member.email));
    throw new AppError('invalid_parameter', { issues: [{ path: 'method', code: 'unavailable', message: 'no such contact on file' }] });
  });
}
