import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { createBettingRecordRepository } from './betting-record.repository';
import { bettingRecordRoutes } from './betting-record.routes';
import { createBettingRecordService } from './betting-record.service';

/** The member's betting record of every vendor. Provides `bettingRecord` (agent reports total it). */
export async function bettingRecordPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const bettingRecord = createBettingRecordService({ repo: createBettingRecordRepository(deps.db) });
  deps.services.provide('bettingRecord', bettingRecord);
  await app.register(bettingRecordRoutes, { bettingRecord, auth: deps.auth });
}
