import type { AnnouncementAudience, AnnouncementStatus, AnnouncementType, OpsAnnouncement, PopupExecution } from '@fortuna/shared';
import type { Selectable } from 'kysely';
import type { AnnouncementTable } from '../../db/schema';

export type AnnouncementRow = Selectable<AnnouncementTable> & { agent_username: string | null };

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** An announcement as the back office edits it: every language's texts. */
export function presentOpsAnnouncement(row: AnnouncementRow): OpsAnnouncement {
  return {
    id: row.id,
    type: row.type as AnnouncementType,
    status: row.status as AnnouncementStatus,
    title: row.title,
    content: row.content,
    imageUrl: row.image_path,
    popup: row.popup as PopupExecution,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    audience: row.audience as AnnouncementAudience,
    vipLevel: row.audience_vip_level,
    agentId: row.audience_agent_id,
    agentUsername: row.agent_username,
    pinned: row.pinned,
    sort: row.sort,
    publishedAt: iso(row.published_at),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
