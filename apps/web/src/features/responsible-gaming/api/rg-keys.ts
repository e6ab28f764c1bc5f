/** Query keys of responsible gaming. */
export const rgKeys = {
  state: ['rg', 'state'] as const,
  realityCheck: ['rg', 'reality-check'] as const,
};
