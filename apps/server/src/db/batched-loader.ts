import DataLoader from 'dataloader';

/**
 * A DataLoader for per-request reads that must never be stale (the caller's merchant, session):
 * nothing is cached, but loads are batched the way group commit batches writes — one read is in
 * flight at a time, and every load that arrives meanwhile goes into the next read. Under load one
 * query answers many requests; alone, a load waits only for the current turn of the event loop.
 */
export function createBatchedLoader<K, V>(
  load: (keys: readonly K[]) => Promise<readonly V[]>,
  options: { maxInFlight?: number; maxBatchSize?: number } = {},
): DataLoader<K, V> {
  const maxInFlight = options.maxInFlight ?? 1;
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    inFlight--;
    const next = waiting.shift();
    if (next) setImmediate(next);
  };

  return new DataLoader<K, V>(
    async (keys) => {
      try {
        return await load(keys);
      } finally {
        release();
      }
    },
    {
      cache: false,
      maxBatchSize: options.maxBatchSize ?? 256,
      batchScheduleFn: (dispatch) => {
        // A batch counts as in flight from the moment it is scheduled to run.
        if (inFlight < maxInFlight) {
          inFlight++;
          setImmediate(dispatch);
        } else {
          waiting.push(() => {
            inFlight++;
            dispatch();
          });
        }
      },
    },
  );
}
