import { newRequestId } from '../../../lib/request-id';

/** The request id of the action being tried, and what it was for. */
export type RequestSlot = { current: { key: string; id: string } | null };

/**
 * The request id to send for the action `key` (the body without its id): the same id while the
 * member retries the same action (after a timeout or an error), so the server answers the first
 * attempt instead of placing or cancelling twice; a new one once the action changes. Call
 * `doneWith` after a success, so repeating it on purpose is a new action.
 */
export function requestIdFor(slot: RequestSlot, key: string): string {
  if (slot.current?.key !== key) slot.current = { key, id: newRequestId() };
  return slot.current.id;
}

/** Ends the action: the next one gets a new request id even if it looks the same. */
export function doneWith(slot: RequestSlot): void {
  slot.current = null;
}
