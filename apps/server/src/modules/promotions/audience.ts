import type { PromotionAudience } from '@fortuna/shared';

/** What an audience is checked against. */
export type AudienceFacts = { createdAt: Date; vipLevel: number; ancestors: Set<number> };

/** Whether a member is in a promotion's audience; `agents` maps a team audience's agent to its member id. */
export function inAudience(audience: PromotionAudience | null, facts: AudienceFacts, now: Date, agents: Map<string, number>): boolean {
  if (!audience) return false;
  switch (audience.kind) {
    case 'everyone':
      return true;
    case 'newbies':
      return now.getTime() - facts.createdAt.getTime() <= audience.days * 86_400_000;
    case 'vip':
      return audience.levels.includes(facts.vipLevel);
    case 'team': {
      const agent = agents.get(audience.agent);
      return agent !== undefined && facts.ancestors.has(agent);
    }
  }
}
