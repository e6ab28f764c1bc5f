import type { ReferralSettings } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { checkReferralDraft, fieldProblem, referralDraft } from './referral-form';

const SAVED: ReferralSettings = {
  rewardsEnabled: true,
  stages: {
    register: { referrer: '5', friend: '2', threshold: '0' },
    first_deposit: { referrer: '20', friend: '10', threshold: '1000' },
    valid_bet: { referrer: '50', friend: '0', threshold: '5000' },
  },
  monthlyFriendsMax: 20,
  blockSameIp: true,
  turnoverMultiple: 1,
  rulesText: { en: 'Invite friends.' },
};

describe('the invite-friends settings form', () => {
  it('turns saved settings into a draft and back unchanged', () => {
    expect(checkReferralDraft(referralDraft(SAVED))).toEqual({ ok: true, request: SAVED });
  });

  it('names each field the shared schema refuses, with the text that explains it', () => {
    const draft = referralDraft(SAVED);
    draft.stages.first_deposit.referrer = '1.234';
    draft.monthlyFriendsMax = '2.5';
    draft.turnoverMultiple = '';
    draft.rulesText.zh = 'x'.repeat(2001);
    const checked = checkReferralDraft(draft);
    expect(checked.ok).toBe(false);
    const fields = checked.ok ? [] : [...checked.fields].sort();
    expect(fields).toEqual(['monthlyFriendsMax', 'rulesText.zh', 'stages.first_deposit.referrer', 'turnoverMultiple']);
    expect(fields.map(fieldProblem)).toEqual(['monthly_invalid', 'rules_invalid', 'money_invalid', 'multiple_invalid']);
  });

  it('drops empty rules texts and trims amounts', () => {
    const draft = referralDraft(SAVED);
    draft.rulesText.my = '  ';
    draft.stages.register.referrer = ' 7.50 ';
    const checked = checkReferralDraft(draft);
    expect(checked.ok && checked.request.rulesText).toEqual({ en: 'Invite friends.' });
    expect(checked.ok && checked.request.stages.register.referrer).toBe('7.50');
  });
});
