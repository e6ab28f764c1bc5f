import { memberReportQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { MemberReportsService } from './member-reports.service';

/** The member centre's own reports (spec §2: personal loss / profit and loss, credit report). */
export async function memberReportsRoutes(app: FastifyInstance, deps: { reports: MemberReportsService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { reports, auth } = deps;

  app.get('/wps/member/reports/profitLoss', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    return ok(await reports.profitLoss(request.site, ctx, parseInput(memberReportQuerySchema, request.query)));
  });

  app.get('/wps/member/reports/credit', async (request) => {
    const ctx = await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup);
    return ok(await reports.credit(request.site, ctx, parseInput(memberReportQuerySchema, request.query)));
  });
}
