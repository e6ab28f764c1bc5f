/** Query key parts of invite friends: money queries (lib/money-queries), so they follow the session's token. */
export const referralKeys = {
  summary: ['referral', 'summary'] as const,
  friends: (page: number) => ['referral', 'friends', page] as const,
};
