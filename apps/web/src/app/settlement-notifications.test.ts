import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import my from '../i18n/locales/my.json';
import zh from '../i18n/locales/zh.json';
import { notificationText } from './realtime';

const event = (type: string, payload: Record<string, string>) => ({ id: 1, type, payload, createdAt: '2033-01-01T00:00:00Z' });

describe('salary and dividend notifications (server modules/contract-settlement)', () => {
  it('name the salary kind and the amount in each bundled language', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, zh: { translation: zh }, my: { translation: my } } });
    const salary = notificationText(event('SALARY_PAID', { amount: '5.20', kind: 'realtime_salary' }), 'Ks');
    expect(salary).toMatchObject({ key: 'notify.SALARY_PAID', title: 'notify.title_SALARY_PAID', tone: 'success' });
    expect(i18n.t(salary.key, salary.values)).toBe('Your real-time salary of Ks 5.20 was added to your main wallet.');
    expect(i18n.t(salary.key, { ...salary.values, lng: 'zh' })).toBe('您的实时工资 Ks 5.20 已存入主钱包。');
    const dividend = notificationText(event('DIVIDEND_PAID', { amount: '60.00', kind: 'dividend' }), 'Ks');
    expect(i18n.t(dividend.key, dividend.values)).toBe('Your dividend of Ks 60.00 was added to your main wallet.');
    for (const lng of ['en', 'zh', 'my']) {
      for (const text of [salary, dividend]) {
        expect(i18n.exists(text.title, { lng }), `${lng} ${text.title}`).toBe(true);
        expect(i18n.t(text.key, { ...text.values, lng })).not.toMatch(/notify\.|\$t\(/);
      }
    }
  });
});
