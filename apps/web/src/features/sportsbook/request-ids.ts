import { useRef } from 'react';
import { ApiError } from '../../lib/api';
import { newRequestId } from '../../lib/request-id';

/**
 * A request id per bet content (the slip's, a fight's bet form): a retry of the same bets after a
 * lost answer resends the same id, so the server answers the first bet instead of taking a second.
 */
export function useRequestIds() {
  const ids = useRef(new Map<string, string>());
  return {
    idFor(fingerprint: string): string {
      let id = ids.current.get(fingerprint);
      if (!id) {
        id = newRequestId();
        ids.current.set(fingerprint, id);
      }
      return id;
    },
    forget(fingerprint: string): void {
      ids.current.delete(fingerprint);
    },
  };
}

/** Whether a failed call may have reached the server (network, timeout, server error): a retry then keeps its request id. */
export function mayHavePlaced(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
