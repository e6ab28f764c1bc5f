import { REFERRAL_STAGES, type ReferralSettings, type ReferralStage, referralSettingsSchema } from '@fortuna/shared';

/** The languages whose rules text the form edits (the web's bundled languages). */
export const RULES_LANGUAGES = ['en', 'zh', 'my'] as const;

/** The invite-friends settings as the form holds them: every number as typed. */
export type ReferralDraft = {
  rewardsEnabled: boolean;
  stages: Record<ReferralStage, { referrer: string; friend: string; threshold: string }>;
  monthlyFriendsMax: string;
  blockSameIp: boolean;
  turnoverMultiple: string;
  rulesText: Record<string, string>;
};

/** The draft of saved settings. */
export function referralDraft(saved: ReferralSettings): ReferralDraft {
  return {
    rewardsEnabled: saved.rewardsEnabled,
    stages: {
      register: { ...saved.stages.register },
      first_deposit: { ...saved.stages.first_deposit },
      valid_bet: { ...saved.stages.valid_bet },
    },
    monthlyFriendsMax: String(saved.monthlyFriendsMax),
    blockSameIp: saved.blockSameIp,
    turnoverMultiple: String(saved.turnoverMultiple),
    rulesText: { ...saved.rulesText },
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The request of a draft, checked with the shared schema the server validates with; on failure,
 * each refused field's path (`stages.first_deposit.referrer`, `monthlyFriendsMax`, `rulesText.zh`…).
 * Empty rules texts are dropped (members then read English).
 */
export function checkReferralDraft(draft: ReferralDraft): { ok: true; request: ReferralSettings } | { ok: false; fields: Set<string> } {
  const rulesText = Object.fromEntries(Object.entries(draft.rulesText).filter(([, text]) => text.trim() !== ''));
  const stages = Object.fromEntries(
    REFERRAL_STAGES.map((stage) => {
      const s = draft.stages[stage];
      return [stage, { referrer: s.referrer.trim(), friend: s.friend.trim(), threshold: s.threshold.trim() }];
    }),
  );
  const parsed = referralSettingsSchema.safeParse({
    rewardsEnabled: draft.rewardsEnabled,
    stages,
    monthlyFriendsMax: number(draft.monthlyFriendsMax),
    blockSameIp: draft.blockSameIp,
    turnoverMultiple: number(draft.turnoverMultiple),
    rulesText,
  });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, fields: new Set(parsed.error.issues.map((issue) => issue.path.join('.'))) };
}

/** Which text explains a refused field: by the kind of value it holds. */
export function fieldProblem(path: string): 'money_invalid' | 'monthly_invalid' | 'multiple_invalid' | 'rules_invalid' {
  if (path.startsWith('stages.')) return 'money_invalid';
  if (path === 'monthlyFriendsMax') return 'monthly_invalid';
  if (path === 'turnoverMultiple') return 'multiple_invalid';
  return 'rules_invalid';
}
