import { describe, expect, it } from 'vitest';
import { bettingRecordParams } from './get-betting-record';

describe('bettingRecordParams', () => {
  it('sends the page always and only the filters that are chosen', () => {
    expect(bettingRecordParams({ category: '', from: '', to: '', pageNo: 1, pageSize: 20 }).toString()).toBe('pageNo=1&pageSize=20');
    expect(bettingRecordParams({ category: 'LOTT', from: '2026-01-01', to: '2026-01-07', pageNo: 2, pageSize: 20 }).toString()).toBe(
      'pageNo=2&pageSize=20&category=LOTT&from=2026-01-01&to=2026-01-07',
    );
  });
});
