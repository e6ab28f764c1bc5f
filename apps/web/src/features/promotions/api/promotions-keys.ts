/**
 * Query key parts of promotions. All are money queries (lib/money-queries): they follow the
 * session's token (a guest and a member see different statuses), and every balance refresh (a
 * deposit credited, a claim, a bonus issued by an operator) refreshes them and the reward badge.
 */
export const promotionsKeys = {
  all: ['promotions'] as const,
  list: (category: string, tag: string | null) => ['promotions', 'list', category, tag] as const,
  detail: (id: number) => ['promotions', 'detail', id] as const,
  claimHall: ['promotions', 'claimHall'] as const,
  bonuses: (page: number) => ['promotions', 'bonuses', page] as const,
  application: (promotionId: number) => ['promotions', 'application', promotionId] as const,
};
