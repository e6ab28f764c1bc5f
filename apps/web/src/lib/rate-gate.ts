/**
 * A leading-edge rate gate: `pass()` says yes at most once per `intervalMs` and no in between
 * (spec §9 throttles: favourite toggle, SMS button, captcha refresh). Refused calls do not extend
 * the wait.
 */
// `Date.now()` is looked up at each call, not captured once, so a clock installed later (a browser
// test's fixed time) is the one the gate reads.
export function createRateGate(intervalMs: number, now: () => number = () => Date.now()): { pass: () => boolean; reset: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  return {
    pass() {
      const time = now();
      if (time - last < intervalMs) return false;
      last = time;
      return true;
    },
    reset() {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
