import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import my from '../i18n/locales/my.json';
import zh from '../i18n/locales/zh.json';
import { ApiError } from './api';
import { errorValues } from './error-message';
import { formatDateTime } from './format-date';

// A stake the responsible-gaming guard refused, as every in-house game now answers it (originals,
// fishing, crash, the lottery): the envelope's value carries what the limit leaves or when a break ends.
describe('a refused stake reads with its values', () => {
  it.each([
    ['en', en],
    ['zh', zh],
    ['my', my],
  ] as const)('shows the remaining amount and the end of a break in %s', async (language, translation) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation } }, interpolation: { escapeValue: false } });
    const wager = new ApiError('rg_wager_limit_exceeded', 409, { period: 'day', remaining: '5.00' });
    const wagerText = i18n.t(`errors.${wager.code}`, errorValues(wager));
    expect(wagerText).toContain('5.00');
    expect(wagerText).not.toContain('{{');
    const loss = new ApiError('rg_loss_limit_exceeded', 409, { period: 'week', remaining: '12.50' });
    expect(i18n.t(`errors.${loss.code}`, errorValues(loss))).toContain('12.50');
    const endsAt = '2026-12-01T10:00:00.000Z';
    const excluded = new ApiError('rg_excluded', 403, { kind: 'timeout', endsAt });
    expect(i18n.t(`errors.${excluded.code}`, errorValues(excluded))).toContain(formatDateTime(endsAt));
  });
});
