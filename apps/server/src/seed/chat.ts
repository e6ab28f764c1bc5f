import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { roomNickname } from '../modules/chat/chat-room.service';

/** The demo chat room's first lines, by demo members, in the site's three languages. */
const DEMO_ROOM = [
  { username: 'player01', body: 'Welcome to the chat room! Be kind, no links to other sites, and good luck tonight.' },
  { username: 'member02', body: '大家好！今晚的彩票开奖时间是几点？' },
  { username: 'member03', body: 'Draw times are on the lottery page, under each game. 开奖时间在彩票页面每个游戏下面。' },
  { username: 'member04', body: 'မင်္ဂလာပါ။ ဒီနေ့ ကံကောင်းကြပါစေ။' },
  { username: 'player01', body: 'Customer service is in the headset menu at the top if your deposit is late.' },
];

/** Seeds the demo merchant's chat room once (nothing when it already has messages). */
export async function seedDemoChat(db: Kysely<Database>, merchantId: number): Promise<void> {
  const any = await db.selectFrom('chat_room_message').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
  if (any) return;
  const members = await db
    .selectFrom('member')
    .select(['id', 'username', 'nickname'])
    .where('merchant_id', '=', merchantId)
    .where(
      'username',
      'in',
      DEMO_ROOM.map((line) => line.username),
    )
    .execute();
  const byName = new Map(members.map((m) => [m.username, m]));
  const rows = DEMO_ROOM.flatMap((line, i) => {
    const member = byName.get(line.username);
    if (!member) return [];
    // Spread over the last hour, oldest first.
    const at = new Date(Date.now() - (DEMO_ROOM.length - i) * 600_000);
    return [{ merchant_id: merchantId, member_id: member.id, nickname: roomNickname(member), body: line.body, created_at: at }];
  });
  if (rows.length > 0) await db.insertInto('chat_room_message').values(rows).execute();
}
