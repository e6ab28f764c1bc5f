function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Spec §3: notice times show as `yyyy-MM-dd HH:mm:ss` in the visitor's zone; unparseable input is shown as sent. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
