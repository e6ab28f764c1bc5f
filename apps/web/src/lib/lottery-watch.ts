/**
 * The lottery games the open pages show, for the member socket (app/realtime.tsx) to watch: the
 * server sends a game's draws only to the sockets that asked for it (`lottery_watch`). Pages add
 * a game while they show it; the socket reads the set on connect and whenever it changes.
 */
const counts = new Map<string, number>();
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

/** Watches a game while the caller shows it; returns the function that stops watching. */
export function watchLotteryGame(gameCode: string): () => void {
  if (gameCode === '') return () => {};
  const before = counts.get(gameCode) ?? 0;
  counts.set(gameCode, before + 1);
  if (before === 0) changed();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (counts.get(gameCode) ?? 1) - 1;
    if (left > 0) counts.set(gameCode, left);
    else {
      counts.delete(gameCode);
      changed();
    }
  };
}

/** The games watched now, sorted. */
export function watchedLotteryGames(): string[] {
  return [...counts.keys()].sort();
}

/** Calls `listener` whenever the watched games change; returns the unsubscribe. */
export function onWatchedLotteryGamesChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
