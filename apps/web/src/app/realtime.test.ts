import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import { NOTIFICATION_TYPES, notificationText } from './realtime';
import { isBackoffice } from './system-gate';

const event = (type: string, payload: Record<string, string> = {}) => ({ id: 1, type, payload, createdAt: '2025-01-01T00:00:00Z' });

describe('realtime notification texts', () => {
  it('has a title and a message in the locale for every message type of spec §4', () => {
    const notify = en.notify as Record<string, string>;
    for (const type of NOTIFICATION_TYPES) {
      expect(notify[`title_${type}`], type).toBeTruthy();
      const text = notificationText(event(type, { direction: 'in' }), 'Ks');
      expect(notify[text.key.replace('notify.', '')], text.key).toBeTruthy();
    }
    expect(notify.TRANSFER_SUCCESS_out).toBeTruthy();
  });

  it('puts the payload figures in the currency and picks the transfer direction', () => {
    const credited = notificationText(event('DEPOSIT_CREDITED', { amount: '1234.00', balance: '5000.00' }), 'Ks');
    expect(credited).toMatchObject({
      key: 'notify.DEPOSIT_CREDITED',
      tone: 'success',
      withBalance: true,
      values: { amount: 'Ks 1,234.00', balance: 'Ks 5,000.00' },
    });
    const rejected = notificationText(event('WITHDRAWAL_REJECTED', { amount: '20.00', balance: '1.00', reason: 'Name differs' }), 'Ks');
    expect(rejected).toMatchObject({ tone: 'error', values: { reason: 'Name differs' } });
    expect(notificationText(event('TRANSFER_SUCCESS', { direction: 'out', amount: '1.00', counterparty: 'Jade' }), 'Ks')).toMatchObject({
      key: 'notify.TRANSFER_SUCCESS_out',
      values: { counterparty: 'Jade', amount: 'Ks 1.00' },
    });
    expect(notificationText(event('SOMETHING_NEW'), 'Ks').key).toBe('notify.NEW_MAIL');
  });
});

describe('contract notification texts', () => {
  it('name the contract kind in the member’s language', async () => {
    const { createInstance } = await import('i18next');
    const zh = (await import('../i18n/locales/zh.json')).default;
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { translation: en }, zh: { translation: zh } } });
    const text = notificationText(event('CONTRACT_OFFERED', { kind: 'realtime_salary', counterparty: 'agent01' }), 'Ks');
    expect(text).toMatchObject({
      key: 'notify.CONTRACT_OFFERED',
      tone: 'info',
      values: { kind: 'realtime_salary', counterparty: 'agent01' },
    });
    expect(i18n.t(text.key, text.values)).toBe(
      'agent01 offered you a real-time salary contract. Sign or reject it in your contract requests.',
    );
    const ended = notificationText(
      event('CONTRACT_TERMINATED', { kind: 'daily_salary', counterparty: 'subagent01', reason: 'cascade' }),
      'Ks',
    );
    expect(i18n.t(ended.key, { ...ended.values, lng: 'zh' })).toBe('您与 subagent01 的日工资契约已解除。');
  });
});

describe('isBackoffice', () => {
  it('matches the back office and nothing else', () => {
    expect(isBackoffice('/backoffice')).toBe(true);
    expect(isBackoffice('/backoffice/')).toBe(true);
    expect(isBackoffice('/backofficex')).toBe(false);
    expect(isBackoffice('/member')).toBe(false);
  });
});
