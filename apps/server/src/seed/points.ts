import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Demo goods: names per language, points per unit, optional amount (minor units), stock (null: unlimited). */
type DemoGoods = {
  code: string;
  type: 'gift' | 'life' | 'promotion';
  names: Record<string, string>;
  descriptions: Record<string, string>;
  image: string;
  points: bigint;
  amount?: bigint;
  stock: number | null;
  perMemberLimit?: number;
  needsAddress?: boolean;
  needsMobile?: boolean;
  /** A promotion good: the demo promotion's code and the bonus per unit. */
  promotion?: { code: string; bonus: bigint };
};

const GOODS: DemoGoods[] = [
  {
    code: 'GIFT_HEADPHONES',
    type: 'gift',
    names: { en: 'Wireless headphones', zh: '无线耳机', my: 'ကြိုးမဲ့ နားကြပ်' },
    descriptions: {
      en: 'Bluetooth headphones, shipped to your address.',
      zh: '蓝牙耳机，寄送到您的地址。',
      my: 'ဘလူးတုသ် နားကြပ်၊ သင့်လိပ်စာသို့ ပို့ပေးပါမည်။',
    },
    image: '/demo/promotions/festival.svg',
    points: 500n,
    stock: 50,
    perMemberLimit: 2,
    needsAddress: true,
    needsMobile: true,
  },
  {
    code: 'GIFT_SMARTWATCH',
    type: 'gift',
    names: { en: 'Smart watch', zh: '智能手表', my: 'စမတ် နာရီ' },
    descriptions: {
      en: 'A fitness smart watch, shipped to your address.',
      zh: '运动智能手表，寄送到您的地址。',
      my: 'ကျန်းမာရေး စမတ်နာရီ၊ သင့်လိပ်စာသို့ ပို့ပေးပါမည်။',
    },
    image: '/demo/promotions/welcome.svg',
    points: 2000n,
    amount: 1000n,
    stock: 5,
    perMemberLimit: 1,
    needsAddress: true,
    needsMobile: true,
  },
  {
    code: 'GIFT_TUMBLER',
    type: 'gift',
    names: { en: 'Fortuna tumbler', zh: 'Fortuna 保温杯', my: 'Fortuna ရေဘူး' },
    descriptions: { en: 'A steel tumbler with the Fortuna logo.', zh: '印有 Fortuna 标志的不锈钢保温杯。', my: 'Fortuna လိုဂိုပါ သံမဏိ ရေဘူး။' },
    image: '/demo/promotions/share.svg',
    points: 100n,
    stock: null,
    needsAddress: true,
    needsMobile: true,
  },
  {
    code: 'GIFT_TSHIRT',
    type: 'gift',
    names: { en: 'Fortuna T-shirt', zh: 'Fortuna T恤', my: 'Fortuna တီရှပ်' },
    descriptions: { en: 'A cotton T-shirt, one size.', zh: '棉质 T 恤，均码。', my: 'ချည်သား တီရှပ်၊ အရွယ်အစား တစ်မျိုးတည်း။' },
    image: '/demo/promotions/festival.svg',
    points: 200n,
    stock: 100,
    needsAddress: true,
    needsMobile: true,
  },
  {
    code: 'LIFE_TOPUP_1000',
    type: 'life',
    names: { en: 'Mobile top-up 1,000', zh: '手机充值 1,000', my: 'ဖုန်းငွေဖြည့် ၁,၀၀၀' },
    descriptions: { en: 'Airtime credited to your mobile.', zh: '话费将充值到您的手机。', my: 'သင့်ဖုန်းသို့ ငွေဖြည့်ပေးပါမည်။' },
    image: '/demo/promotions/share.svg',
    points: 150n,
    stock: null,
    needsMobile: true,
  },
  {
    code: 'LIFE_FOOD_VOUCHER',
    type: 'life',
    names: { en: 'Food delivery voucher', zh: '外卖代金券', my: 'အစားအသောက် ပို့ဆောင်ရေး ဘောက်ချာ' },
    descriptions: { en: 'A voucher code sent to your inbox.', zh: '代金券码将发送到您的站内信。', my: 'ဘောက်ချာကုဒ်ကို သင့်စာတိုက်ပုံးသို့ ပို့ပေးပါမည်။' },
    image: '/demo/promotions/welcome.svg',
    points: 300n,
    stock: 200,
  },
  {
    code: 'LIFE_MOVIE_TICKET',
    type: 'life',
    names: { en: 'Cinema ticket', zh: '电影票', my: 'ရုပ်ရှင် လက်မှတ်' },
    descriptions: { en: 'One cinema ticket voucher.', zh: '一张电影票兑换券。', my: 'ရုပ်ရှင်လက်မှတ် ဘောက်ချာ တစ်စောင်။' },
    image: '/demo/promotions/festival.svg',
    points: 400n,
    stock: 3,
    perMemberLimit: 1,
  },
  {
    code: 'PROMO_RELOAD_BONUS',
    type: 'promotion',
    names: { en: 'Reload bonus 5.00', zh: '充值奖金 5.00', my: 'ငွေဖြည့် ဆုကြေး ၅.၀၀' },
    descriptions: {
      en: 'A 5.00 bonus into your main wallet at once, with the promotion’s turnover.',
      zh: '立即获得 5.00 奖金存入主钱包，按该活动的流水要求。',
      my: 'ပင်မပိုက်ဆံအိတ်ထဲသို့ ဆုကြေး ၅.၀၀ ချက်ချင်း ထည့်ပေးပါမည်၊ ပရိုမိုးရှင်း၏ လောင်းကြေးလိုအပ်ချက်ဖြင့်။',
    },
    image: '/demo/promotions/welcome.svg',
    points: 250n,
    stock: null,
    perMemberLimit: 5,
    promotion: { code: 'DAILY_RELOAD', bonus: 500n },
  },
];

/**
 * The demo merchant's points mall (docs/points/points-mall.md): on, with conversion; every point
 * type earns (lottery 10.00 → 1 point, deposit 100.00 → 5); three rate rows; gifts, life services
 * and a promotion good. Adds only what is missing: an operator's settings and goods stay.
 */
export async function seedDemoPoints(db: Kysely<Database>, merchantId: number): Promise<void> {
  const created = await db
    .insertInto('points_settings')
    .values({
      merchant_id: merchantId,
      enabled: true,
      convert_enabled: true,
      rules_text: JSON.stringify({
        en: 'Every valid bet and deposit earns points. Points never expire. Redeem them for gifts, life services and bonuses, or convert them into your main wallet at the rate table.',
        zh: '每笔有效投注和存款都可赚取积分。积分永不过期。可兑换礼品、生活服务和奖金，或按汇率表转换到主钱包。',
        my: 'တရားဝင် လောင်းကြေးနှင့် ငွေသွင်းတိုင်း အမှတ်များ ရရှိပါသည်။ အမှတ်များ သက်တမ်းမကုန်ပါ။ လက်ဆောင်၊ နေ့စဉ်ဝန်ဆောင်မှုနှင့် ဆုကြေးများအဖြစ် လဲလှယ်နိုင်သည်၊ သို့မဟုတ် နှုန်းထားဇယားအတိုင်း ပင်မပိုက်ဆံအိတ်သို့ ပြောင်းနိုင်ပါသည်။',
      }),
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .returning('merchant_id')
    .executeTakeFirst();
  if (created) {
    const rules: [string, bigint, number][] = [
      ['live', 2000n, 1],
      ['lottery', 1000n, 1],
      ['pvp', 2000n, 1],
      ['slots', 2000n, 1],
      ['sports', 1000n, 1],
      ['deposit', 10000n, 5],
    ];
    await db
      .insertInto('points_earn_rule')
      .values(rules.map(([type, unit, points]) => ({ merchant_id: merchantId, type, unit, points, enabled: true })))
      .onConflict((oc) => oc.columns(['merchant_id', 'type']).doNothing())
      .execute();
    await db
      .insertInto('points_rate')
      .values([
        { merchant_id: merchantId, min_points: 100n, points: 100n, amount: 100n },
        { merchant_id: merchantId, min_points: 1000n, points: 100n, amount: 120n },
        { merchant_id: merchantId, min_points: 10000n, points: 100n, amount: 150n },
      ])
      .onConflict((oc) => oc.columns(['merchant_id', 'min_points']).doNothing())
      .execute();
  }
  let sort = 0;
  for (const g of GOODS) {
    sort += 10;
    const promotion = g.promotion
      ? await db
          .selectFrom('promotion')
          .select('id')
          .where('merchant_id', '=', merchantId)
          .where('code', '=', g.promotion.code)
          .executeTakeFirst()
      : undefined;
    if (g.promotion && !promotion) continue;
    await db
      .insertInto('points_goods')
      .values({
        merchant_id: merchantId,
        code: g.code,
        type: g.type,
        names: JSON.stringify(g.names),
        descriptions: JSON.stringify(g.descriptions),
        image_url: g.image,
        points: g.points,
        amount: g.amount ?? 0n,
        stock: g.stock,
        per_member_limit: g.perMemberLimit ?? null,
        needs_address: g.needsAddress ?? false,
        needs_mobile: g.needsMobile ?? false,
        promotion_id: promotion?.id ?? null,
        bonus_amount: g.promotion?.bonus ?? null,
        sort,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
      .execute();
  }
}
