import { LIMITS } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { formatDateTime, gmtOffset } from '../../../lib/format-date';
import { Icon } from '../../../ui/icons';

/**
 * A live clock refreshed every second on the merchant's wall clock, with its GMT offset:
 * `GMT+6:30 2026-05-01 12:00:00`. The agent's reports count the merchant's days, so the header
 * shows that clock rather than the browser's.
 */
export function AgentClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), LIMITS.clockIntervalMs);
    return () => window.clearInterval(timer);
  }, []);
  // The date part can be hidden on narrow screens (data-part="date"); the time always shows.
  const [date, time] = formatDateTime(now.toISOString()).split(' ');
  return (
    <span className={className} data-testid="agent-clock">
      <Icon.Clock size={14} />
      <span data-testid="agent-clock-offset">{gmtOffset(now)}</span>
      <time dateTime={now.toISOString()}>
        <span data-part="date">{date}</span> <span data-part="time">{time}</span>
      </time>
    </span>
  );
}
