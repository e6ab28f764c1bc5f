/**
 * One bet confirmation: the chips sent and the request id generated for them. A retry of the same
 * chips on the same round reuses the id (the server answers a replay with the first result, so
 * the money moves once); other chips or another round make a new confirmation.
 */
export type Confirmation = { requestId: string; roundId: string; spots: Record<string, string> };

function sameSpots(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
}

/** The confirmation to send: `pending` (one not yet answered) when it is for the same round and chips, else a fresh one. */
export function confirmationFor(
  pending: Confirmation | null,
  roundId: string,
  spots: Record<string, string>,
  newId: () => string,
): Confirmation {
  if (pending && pending.roundId === roundId && sameSpots(pending.spots, spots)) return pending;
  return { requestId: newId(), roundId, spots };
}
