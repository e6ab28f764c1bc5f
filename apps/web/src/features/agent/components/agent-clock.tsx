import { LIMITS } from '@fortuna/shared';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { Icon } from '../../../ui/icons';

/** The zone of the visitor's clock as GMT±h[:mm], as the agent header shows it (spec §2). */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** A live clock refreshed every second, with its GMT offset: `GMT+6:30 2026-05-01 12:00:00`. */
export function AgentClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), LIMITS.clockIntervalMs);
    return () => window.clearInterval(timer);
  }, []);
  // The date part can be hidden on narrow screens (data-part="date"); the time always shows.
  const [date, time] = formatDateTime(now.toISOString()).split(' ');
  return (
    <span className={className}>
      <Icon.Clock size={14} />
      <span>{gmtOffset(now)}</span>
      <time dateTime={now.toISOString()}>
        <span data-part="date">{date}</span> <span data-part="time">{time}</span>
      </time>
    </span>
  );
}
