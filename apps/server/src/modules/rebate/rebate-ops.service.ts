import {
  formatMinor,
  type OpsRebateSettings,
  parseMinor,
  type RebateRun,
  type RebateRunsResponse,
  type updateRebateSettingsRequestSchema,
} from '@fortuna/shared';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { recordAudit } from '../ops/audit';
import { operatorOf } from '../ops/ops-guard';
import { presentRun } from './rebate.presenter';
import type { RebateRepository, RebateSettings } from './rebate.repository';
import type { RebateRunner } from './rebate-run';
import type { RebateRunRepository } from './rebate-run.repository';

type Deps = { db: Kysely<Database>; repo: RebateRepository; runs: RebateRunRepository; runner: RebateRunner };

/** The rebate in the back office (docs/promotions/rebate.md): settings, the daily runs, and a run for a day on request. */
export function createRebateOpsService(deps: Deps) {
  const { db, repo, runs, runner } = deps;

  function presentSettings(s: RebateSettings, decimals: number) {
    return { mode: s.mode, minClaim: formatMinor(s.minClaim, decimals), turnoverMultiple: s.turnoverMultiple };
  }

  return {
    /** `GET /ops/rebate/settings`: the settings and, read-only, each VIP level's rates. */
    async settings(request: FastifyRequest): Promise<OpsRebateSettings> {
      const merchant = request.site.merchant;
      const [settings, levels] = await Promise.all([repo.settings(db, merchant.id), repo.levels(merchant.id)]);
      const language = request.site.language;
      return {
        ...presentSettings(settings, merchant.currency_decimals),
        timeZone: merchant.time_zone,
        levels: levels.map((l) => {
          const names = (typeof l.names === 'string' ? JSON.parse(l.names) : l.names) as Record<string, string>;
          const rates = (typeof l.rebate_rates === 'string' ? JSON.parse(l.rebate_rates) : l.rebate_rates) as Record<string, unknown>;
          return {
            level: l.level,
            name: names[language] ?? names.en ?? String(l.level),
            rates: Object.fromEntries(Object.entries(rates).filter((e): e is [string, number] => typeof e[1] === 'number')),
          };
        }),
      };
    },

    /** `PUT /ops/rebate/settings`: saved with its audit row in one transaction. */
    async saveSettings(request: FastifyRequest, input: z.output<typeof updateRebateSettingsRequestSchema>) {
      const merchant = request.site.merchant;
      const next: RebateSettings = {
        mode: input.mode,
        minClaim: parseMinor(input.minClaim, merchant.currency_decimals),
        turnoverMultiple: Math.round(input.turnoverMultiple * 100) / 100,
      };
      return db.transaction().execute(async (trx) => {
        const before = await repo.settings(trx, merchant.id);
        await repo.saveSettings(trx, merchant.id, next);
        const after = presentSettings(next, merchant.currency_decimals);
        await recordAudit(trx, request, {
          action: 'rebate.settings',
          targetType: 'merchant',
          targetId: merchant.id,
          before: presentSettings(before, merchant.currency_decimals),
          after,
        });
        return after;
      });
    },

    /** `GET /ops/rebate/runs`: newest day first. */
    async runs(request: FastifyRequest, page: number, size: number): Promise<RebateRunsResponse> {
      const { total, rows } = await runs.list(request.site.merchant.id, page, size);
      return { total, list: rows.map((r) => presentRun(r, request.site.merchant.currency_decimals)) };
    },

    /**
     * `POST /ops/rebate/runs {day}`: runs a closed business day now (in any mode) and answers its
     * summary; a day already run answers its summary. Audited once the run has ended (its batches
     * are transactions of their own; a failed call is audited by the guard).
     */
    async run(request: FastifyRequest, day: string): Promise<RebateRun> {
      const merchant = request.site.merchant;
      const run = await runner.runDay(merchant, day, operatorOf(request).username);
      const summary = presentRun(run, merchant.currency_decimals);
      await recordAudit(db, request, { action: 'rebate.run', targetType: 'rebate_run', targetId: day, after: summary });
      return summary;
    },
  };
}

export type RebateOpsService = ReturnType<typeof createRebateOpsService>;
