/** Query key parts of red envelopes: money queries (lib/money-queries), refreshed when money moves. */
export const redEnvelopeKeys = {
  drops: ['redEnvelopes', 'drops'] as const,
  mine: (page: number) => ['redEnvelopes', 'mine', page] as const,
};
