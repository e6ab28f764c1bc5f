import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeSystemMessages } from '../modules/messages/system-messages';

/** The demo inboxes: an operator's welcome in the member's own language, and a system message of a past deposit (rendered in whichever language the reader uses). */
const DEMO_INBOXES = [
  {
    username: 'player01',
    title: 'Welcome to Fortuna',
    body:
      'Thank you for joining us.\n\n' +
      'Your first deposit unlocks the daily missions in your member centre, and the lottery draws every minute. ' +
      'If anything is unclear, our customer service answers around the clock from the headset icon at the top of the page.\n\n' +
      'Please play responsibly: you can set limits in the security centre.',
  },
  {
    username: 'member02',
    title: '欢迎来到 Fortuna',
    body:
      '感谢您的加入。\n\n' +
      '首次存款后即可参与会员中心的每日任务，彩票每分钟开奖。如有任何疑问，请点击页面顶部的客服图标，我们全天候为您服务。\n\n' +
      '请理性娱乐：您可以在安全中心设置限额。',
  },
  {
    username: 'member03',
    title: 'Fortuna မှ ကြိုဆိုပါသည်',
    body:
      'ကျွန်ုပ်တို့နှင့် ပူးပေါင်းသည့်အတွက် ကျေးဇူးတင်ပါသည်။\n\n' +
      'ပထမဆုံး ငွေသွင်းပြီးနောက် အဖွဲ့ဝင်စင်တာရှိ နေ့စဉ်တာဝန်များကို လုပ်ဆောင်နိုင်ပြီး ထီကို မိနစ်တိုင်း ဖွင့်ပါသည်။ ' +
      'မေးမြန်းလိုသည်များရှိပါက စာမျက်နှာထိပ်ရှိ ဖောက်သည်ဝန်ဆောင်မှု အိုင်ကွန်ကို နှိပ်ပါ။ ၂၄ နာရီ ဖြေကြားပေးပါသည်။\n\n' +
      'တာဝန်သိစွာ ကစားပါ- လုံခြုံရေးစင်တာတွင် ကန့်သတ်ချက်များ သတ်မှတ်နိုင်ပါသည်။',
  },
];

/** Seeds each demo inbox that is still empty (a reseed leaves members' own inboxes alone). */
export async function seedDemoMessages(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const inbox of DEMO_INBOXES) {
      const member = await trx
        .selectFrom('member')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('username', '=', inbox.username)
        .executeTakeFirst();
      if (!member) continue;
      const has = await trx.selectFrom('inbox').select('message_id').where('member_id', '=', member.id).executeTakeFirst();
      if (has) continue;
      await writeSystemMessages(trx, [
        { memberId: member.id, type: 'DEPOSIT_CREDITED', payload: { amount: '10000.00', balance: '10000.00' } },
      ]);
      const message = await trx
        .insertInto('message')
        .values({
          merchant_id: merchantId,
          kind: 'operator',
          title: inbox.title,
          body: inbox.body,
          audience: JSON.stringify({ to: 'member', username: inbox.username }),
          recipient_count: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('inbox').values({ member_id: member.id, message_id: message.id, kind: 'operator' }).execute();
    }
  });
}
