import { MODULE_IDS, newIpCodeRequestSchema, smsCodeRequestSchema, smsRegisterRequestSchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { PasswordAttempts } from '../auth/password-attempts';
import type { ConfigService } from '../config/config.service';
import type { MemberRepository } from '../member/member.repository';
import { mobileRecipient, type VerificationService } from './verification.service';

type Deps = { verification: VerificationService; members: MemberRepository; config: ConfigService; passwordAttempts: PasswordAttempts };

/** SMS and email codes: login, forgot password, registration, new-address verification. */
export async function verificationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { verification, members, config, passwordAttempts } = deps;

  app.post('/wps/verification/sms/noLogin', async (request) => {
    const input = parseInput(smsCodeRequestSchema, request.body);
    const { merchant, visitor } = request.site;
    const moduleId = input.purpose === 'login' ? MODULE_IDS.loginSms : MODULE_IDS.forgotPasswordMobile;
    if (!(await config.isModuleEnabled(merchant, moduleId))) throw new AppError('module_disabled');
    // Limits first, then the same answer for a member and a stranger: only a member is texted, so
    // the call cannot list which numbers are members (the login and reset then need that code).
    const recipient = mobileRecipient(input.countryDialingCode, input.mobileNum);
    const isMember = async () => !!(await members.findByMobile(merchant.id, input.countryDialingCode, input.mobileNum));
    return ok(await verification.issueSmsIf(request.site, input.purpose, recipient, visitor.ip, isMember));
  });

  app.post('/wps/verification/sms/register', async (request) => {
    const input = parseInput(smsRegisterRequestSchema, request.body);
    const { visitor } = request.site;
    // An in-use number is refused at registration, after its code is checked (member.service.ts), so
    // only the phone's holder learns it is taken; here it is answered as any other, limits first.
    return ok(await verification.sendSms(request.site, 'register', mobileRecipient(input.countryDialingCode, input.mobileNum), visitor.ip));
  });

  app.post('/wps/verification/newIp', async (request) => {
    const input = parseInput(newIpCodeRequestSchema, request.body);
    const { merchant, visitor } = request.site;
    // Only a login refused for a new address needs this code: with the module off it answers nothing.
    if (!(await config.isModuleEnabled(merchant, MODULE_IDS.newIpVerification))) throw new AppError('module_disabled');
    const member = await members.findByUsername(merchant.id, input.username);
    await passwordAttempts.check({
      merchant,
      ip: visitor.ip,
      account: input.username,
      stored: member?.password_hash ?? null,
      password: input.password,
      captchaId: input.captchaId,
      captcha: input.captcha,
      wrong: 'incorrect_account_or_password',
    });
    if (!member) throw new AppError('incorrect_account_or_password', { captcha: false });
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
