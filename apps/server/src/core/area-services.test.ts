import { describe, expect, it } from 'vitest';
import type { BettingRecordService } from '../modules/betting-record/betting-record.service';
import { createAreaRegistry } from './area-services';

const bettingRecord = { list: async () => ({}) } as unknown as BettingRecordService;

describe('area registry', () => {
  it('hands an area the service an earlier area provided', () => {
    const services = createAreaRegistry();
    services.provide('bettingRecord', bettingRecord);
    expect(services.need('bettingRecord')).toBe(bettingRecord);
  });

  it('refuses at start-up a service no earlier area provided, naming it', () => {
    expect(() => createAreaRegistry().need('wallet')).toThrow(/"wallet" is needed before any area provides it/);
  });

  it('refuses a second provider of the same service', () => {
    const services = createAreaRegistry();
    services.provide('bettingRecord', bettingRecord);
    expect(() => services.provide('bettingRecord', bettingRecord)).toThrow(/provided twice/);
  });
});
