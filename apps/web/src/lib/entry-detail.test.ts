import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/setup';
import { describeEntry } from './entry-detail';

describe('describeEntry', () => {
  it('reads an account-record row in the member’s language, never as its internal reference', async () => {
    const t = i18n.getFixedT('en');
    const salary = {
      reference: 'contract:1:2026-11-26T18:40:00.000Z',
      detail: { key: 'contract_period.realtime_salary', values: { from: '2026-11-26T18:40:00.000Z', to: '2026-11-26T18:45:00.000Z' } },
    };
    const text = describeEntry(t, 'en', salary);
    // The day once, then both times ("Nov 26, 18:40–18:45" in en), in the browser's zone.
    expect(text).toMatch(/^Real-time salary, \S+ \S+ \d\d:\d\d–\d\d:\d\d$/);
    expect(describeEntry(t, 'en', { reference: '1->2', detail: { key: 'transfer_to', values: { name: 'agent01' } } })).toBe(
      'Transfer to agent01',
    );
    expect(
      describeEntry(i18n.getFixedT('zh'), 'zh', {
        reference: 'lottery:1490',
        detail: { key: 'lottery', values: { game: '腾格拉5D', numero: '20261126-0123' } },
      }),
    ).toBe('彩票 腾格拉5D，第 20261126-0123 期');
    // An older server without details: the reference as it is.
    expect(describeEntry(t, 'en', { reference: 'req-1' })).toBe('req-1');
  });
});
