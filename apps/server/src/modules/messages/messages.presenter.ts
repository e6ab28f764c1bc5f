import type { InboxItem, MessageAudience, MessageDetail, SentMessage } from '@fortuna/shared';
import type { SiteContext } from '../../http/site-context';
import type { InboxRow, SentRow } from './messages.repository';
import { renderSystemMessage } from './system-templates';

/** Characters of a list entry's preview. */
const PREVIEW_CHARS = 120;

/** A message's title and text in the reader's language: a system message rendered from its type and payload, an operator's as written. */
function texts(row: InboxRow, site: SiteContext): { title: string; body: string } {
  if (row.kind === 'system') {
    return renderSystemMessage(row.type ?? '', row.payload ?? {}, {
      language: site.language,
      currencySymbol: site.merchant.currency_symbol,
      timeZone: site.merchant.time_zone,
    });
  }
  return { title: row.title ?? '', body: row.body ?? '' };
}

/** An inbox entry: title and the start of the text on one line. */
export function presentInboxItem(row: InboxRow, site: SiteContext): InboxItem {
  const { title, body } = texts(row, site);
  const line = body.replace(/\s+/g, ' ').trim();
  return {
    id: Number(row.message_id),
    kind: row.kind,
    type: row.type,
    title,
    preview: line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line,
    read: row.read_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A whole message (`read` is as it is after reading it). */
export function presentMessage(row: InboxRow, site: SiteContext): MessageDetail {
  const { title, body } = texts(row, site);
  return {
    id: Number(row.message_id),
    kind: row.kind,
    type: row.type,
    title,
    body,
    read: true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A sent message in the back office. */
export function presentSent(row: SentRow): SentMessage {
  return {
    id: Number(row.id),
    title: row.title,
    body: row.body,
    audience: row.audience as MessageAudience,
    recipients: row.recipient_count,
    read: row.read_count,
    sentBy: row.sent_by,
    createdAt: new Date(row.created_at).toISOString(),
    withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at).toISOString() : null,
  };
}
