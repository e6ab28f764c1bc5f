/** Until the site configuration arrives (the maintenance screen), times show in the browser's zone. */
let current: string = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Whether the runtime knows an IANA zone name (merchant.time_zone is operator input). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0) return false;
  // Intl refuses a zone it does not know; no date library needed on the first page.
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes the merchant's zone the one every business day, date preset and time shown is counted
 * in (ARCHITECTURE "Time"), so a visitor whose browser runs elsewhere sees the merchant's days,
 * the days the server reads. It is one value per page load, set where the site configuration is
 * provided, rather than a context, because the date helpers are called outside components too.
 */
export function setSiteTimeZone(zone: string): void {
  if (isKnownTimeZone(zone)) current = zone;
}

/** The merchant's IANA zone (the browser's until the site configuration is known). */
export function siteTimeZone(): string {
  return current;
}
