import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

type Seeded = {
  code: string;
  category: string;
  tags: string[];
  take_mode: 'auto' | 'claim' | 'join' | 'apply';
  reward_kind: string;
  rule: Record<string, unknown>;
  turnover: Record<string, unknown> | null;
  budget: bigint | null;
  /** Generated artwork (seed/art/promotions.ts). */
  /** The demo's generated banner (seed/art/promotions.ts); by default one chosen by category. */
  banner_url?: string;
  texts: Record<string, { title: string; summary: string; html: string }>;
  /** Began this many days before the seed ran (default: when it ran); period rules count play since then. */
  startsDaysAgo?: number;
};

/** The demo's promotions (money in MMK with two decimals; rule amounts as operators type them). */
const DEMO_PROMOTIONS: Seeded[] = [
  {
    code: 'FESTIVAL_FIRST_DEPOSIT',
    banner_url: '/demo/promotions/festival.svg',
    category: 'DEPOSIT',
    tags: ['LIMITED', 'SPECIAL'],
    take_mode: 'claim',
    reward_kind: 'first_deposit',
    rule: { percent: 50, cap: '500.00', minDeposit: '100.00', scope: 'promotion' },
    turnover: { multiple: 3, base: 'bonus', category: null },
    budget: 10_000_000n,
    texts: {
      en: {
        title: 'Festival deposit bonus: 50% up to 500',
        summary: 'Your first deposit during the festival earns a 50% bonus, up to 500.',
        html: '<p>Make your first deposit of the festival (at least <strong>100</strong>) and claim a <strong>50%</strong> bonus, up to 500.</p><ul><li>Valid bets of 3× the bonus are needed before a withdrawal.</li><li>One bonus per member.</li></ul>',
      },
      zh: {
        title: '节日存款红利：50%，最高 500',
        summary: '节日期间首次存款可领取 50% 红利，最高 500。',
        html: '<p>节日期间首次存款（至少 <strong>100</strong>）即可领取 <strong>50%</strong> 红利，最高 500。</p><ul><li>提款前需完成红利 3 倍的有效投注。</li><li>每位会员限领一次。</li></ul>',
      },
      my: {
        title: 'ပွဲတော် အပ်ငွေဘောနပ်စ်- 50% အများဆုံး 500',
        summary: 'ပွဲတော်အတွင်း ပထမဆုံး အပ်ငွေအတွက် 50% ဘောနပ်စ် (အများဆုံး 500)။',
        html: '<p>ပွဲတော်အတွင်း ပထမဆုံးအပ်ငွေ (အနည်းဆုံး <strong>100</strong>) ဖြင့် <strong>50%</strong> ဘောနပ်စ် ရယူပါ။</p><ul><li>ငွေထုတ်ရန် ဘောနပ်စ်၏ ၃ ဆ လောင်းကြေး လိုအပ်သည်။</li></ul>',
      },
    },
  },
  {
    code: 'WELCOME_GIFT',
    banner_url: '/demo/promotions/welcome.svg',
    category: 'NEWBIE',
    tags: ['NEWBIE'],
    take_mode: 'claim',
    reward_kind: 'newbie',
    rule: { amount: '8.00', withinDays: 7 },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: null,
    texts: {
      en: {
        title: 'Welcome gift: 8 free',
        summary: 'New members claim 8 within their first 7 days.',
        html: '<p>Registered in the last 7 days? Claim <strong>8</strong> to try any game.</p>',
      },
      zh: {
        title: '新人礼：免费 8 元',
        summary: '注册 7 天内的新会员可领取 8 元。',
        html: '<p>注册 7 天内即可领取 <strong>8</strong> 元，任意游戏可用。</p>',
      },
      my: {
        title: 'ကြိုဆိုလက်ဆောင်- 8 အခမဲ့',
        summary: 'အသင်းဝင်သစ်များ ပထမ ၇ ရက်အတွင်း 8 ရယူနိုင်သည်။',
        html: '<p>ပထမ ၇ ရက်အတွင်း <strong>8</strong> ရယူပါ။</p>',
      },
    },
  },
  {
    code: 'SHARE_YOUR_WIN',
    banner_url: '/demo/promotions/share.svg',
    category: 'OTHER',
    tags: ['SPECIAL'],
    take_mode: 'apply',
    reward_kind: 'application',
    rule: { amount: '18.00', period: 'once' },
    turnover: null,
    budget: 1_000_000n,
    texts: {
      en: {
        title: 'Share your big win: 18',
        summary: 'Post your win on social media, send us the screenshots, get 18.',
        html: '<p>Share a screenshot of a big win on your social media, then apply here with a comment and up to 3 screenshots. Customer service reviews each application.</p>',
      },
      zh: {
        title: '晒单有礼：18 元',
        summary: '在社交媒体分享大奖截图，申请即可获得 18 元。',
        html: '<p>在社交媒体分享您的大奖截图，然后在此提交申请（留言及最多 3 张截图），客服审核后发放。</p>',
      },
      my: {
        title: 'အနိုင်ကို မျှဝေပါ- 18',
        summary: 'အနိုင်ရမှုကို မျှဝေပြီး 18 ရယူပါ။',
        html: '<p>အနိုင်ရမှု ဓာတ်ပုံကို မျှဝေပြီး မှတ်ချက်နှင့် ဓာတ်ပုံ ၃ ပုံအထိဖြင့် လျှောက်ထားပါ။</p>',
      },
    },
  },
  {
    code: 'DAILY_RELOAD',
    category: 'DEPOSIT',
    tags: ['DAILY'],
    take_mode: 'claim',
    reward_kind: 'reload',
    rule: { percent: 10, cap: '200.00', minDeposit: '100.00' },
    turnover: { multiple: 2, base: 'deposit_bonus', category: null },
    budget: 5_000_000n,
    texts: {
      en: {
        title: 'Daily reload: 10% up to 200',
        summary: 'Your first deposit of each day earns 10% more, up to 200.',
        html: '<p>Every day, your first deposit of the day (at least <strong>100</strong>, not your very first deposit) earns a <strong>10%</strong> bonus, up to 200.</p><ul><li>Valid bets of 2× the deposit plus the bonus are needed before a withdrawal.</li></ul>',
      },
      zh: {
        title: '每日续存：10%，最高 200',
        summary: '每天首笔存款额外获得 10%，最高 200。',
        html: '<p>每天当日首笔存款（至少 <strong>100</strong>，首次存款除外）可领取 <strong>10%</strong> 红利，最高 200。</p><ul><li>提款前需完成（存款+红利）2 倍的有效投注。</li></ul>',
      },
      my: {
        title: 'နေ့စဉ် ထပ်မံအပ်ငွေ- 10% အများဆုံး 200',
        summary: 'နေ့စဉ် ပထမဆုံးအပ်ငွေအတွက် 10% ပိုရယူပါ (အများဆုံး 200)။',
        html: '<p>နေ့စဉ် ပထမဆုံးအပ်ငွေ (အနည်းဆုံး <strong>100</strong>) အတွက် <strong>10%</strong> ဘောနပ်စ် (အများဆုံး 200)။</p>',
      },
    },
  },
  {
    code: 'DAILY_CHECK_IN',
    category: 'OTHER',
    tags: ['DAILY'],
    take_mode: 'claim',
    reward_kind: 'daily_sign_in',
    rule: { amounts: ['1.00', '2.00', '3.00', '5.00', '8.00', '10.00', '18.00'] },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: 2_000_000n,
    texts: {
      en: {
        title: 'Daily check-in: up to 18 a day',
        summary: 'Check in every day: 1, 2, 3, 5, 8, 10, then 18 a day in a row.',
        html: '<p>Claim your check-in gift once a day. Days in a row pay more: <strong>1, 2, 3, 5, 8, 10</strong>, and <strong>18</strong> from the seventh day on. Miss a day and you start again at day 1.</p>',
      },
      zh: {
        title: '每日签到：每天最高 18',
        summary: '每天签到：连续签到可得 1、2、3、5、8、10，之后每天 18。',
        html: '<p>每天领取一次签到礼金。连续签到奖励递增：<strong>1、2、3、5、8、10</strong>，第七天起每天 <strong>18</strong>。中断一天则从第 1 天重新开始。</p>',
      },
      my: {
        title: 'နေ့စဉ် ချက်အင်- တစ်ရက် 18 အထိ',
        summary: 'နေ့စဉ် ချက်အင်လုပ်ပါ- ဆက်တိုက် 1, 2, 3, 5, 8, 10 နှင့် 18။',
        html: '<p>တစ်ရက်တစ်ကြိမ် ချက်အင်လက်ဆောင် ရယူပါ။ ဆက်တိုက်ရက်များ ပိုရသည်- <strong>1, 2, 3, 5, 8, 10</strong>၊ ၇ ရက်မြောက်မှစ၍ <strong>18</strong>။</p>',
      },
    },
  },
  {
    code: 'SLOTS_WEEKLY_TIERS',
    category: 'SLOTS',
    tags: ['LIMITED'],
    take_mode: 'claim',
    reward_kind: 'turnover_tiers',
    rule: {
      period: 'weekly',
      category: 'RNG',
      tiers: [
        { validBet: '1000.00', reward: '8.00' },
        { validBet: '5000.00', reward: '38.00' },
        { validBet: '20000.00', reward: '128.00' },
      ],
    },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: 5_000_000n,
    texts: {
      en: {
        title: 'Slots weekly tiers: up to 128',
        summary: 'Valid slot bets this week of 1,000 / 5,000 / 20,000 earn 8 / 38 / 128.',
        html: '<p>Reach a tier with your valid bets on slots this week (Monday to Sunday) and claim its reward, once a week:</p><ul><li>1,000 → <strong>8</strong></li><li>5,000 → <strong>38</strong></li><li>20,000 → <strong>128</strong></li></ul><p>Claim the tier you have reached; a higher tier later in the same week pays nothing more.</p>',
      },
      zh: {
        title: '老虎机周流水奖励：最高 128',
        summary: '本周老虎机有效投注达 1,000 / 5,000 / 20,000 可领 8 / 38 / 128。',
        html: '<p>本周（周一至周日）老虎机有效投注达到档位即可领取奖励，每周一次：</p><ul><li>1,000 → <strong>8</strong></li><li>5,000 → <strong>38</strong></li><li>20,000 → <strong>128</strong></li></ul><p>领取已达到的档位；同一周内之后达到更高档位不再补发。</p>',
      },
      my: {
        title: 'စလော့ အပတ်စဉ် အဆင့်ဆု- 128 အထိ',
        summary: 'ဤအပတ် စလော့လောင်းကြေး 1,000 / 5,000 / 20,000 ဖြင့် 8 / 38 / 128။',
        html: '<p>ဤအပတ် စလော့ လောင်းကြေးဖြင့် အဆင့်ရောက်ပါက ဆုရယူပါ (တစ်ပတ်တစ်ကြိမ်)။</p><ul><li>1,000 → <strong>8</strong></li><li>5,000 → <strong>38</strong></li><li>20,000 → <strong>128</strong></li></ul>',
      },
    },
  },
  {
    code: 'DAILY_CASHBACK',
    category: 'REBATE',
    tags: ['DAILY', 'HIGH_REBATE'],
    take_mode: 'auto',
    reward_kind: 'loss_rebate',
    rule: { period: 'daily', percent: 5, minLoss: '100.00', cap: '1000.00', category: null },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: 10_000_000n,
    startsDaysAgo: 30,
    texts: {
      en: {
        title: 'Daily cashback: 5% of yesterday’s loss',
        summary: 'Lost 100 or more yesterday? 5% comes back automatically, up to 1,000.',
        html: '<p>Every day we pay back <strong>5%</strong> of your net loss of the previous day (at least 100), up to <strong>1,000</strong>, automatically. Nothing to claim.</p>',
      },
      zh: {
        title: '每日返水：昨日亏损的 5%',
        summary: '昨日亏损 100 以上？自动返还 5%，最高 1,000。',
        html: '<p>每天自动返还您前一天净亏损（至少 100）的 <strong>5%</strong>，最高 <strong>1,000</strong>，无需领取。</p>',
      },
      my: {
        title: 'နေ့စဉ် ငွေပြန်အမ်း- မနေ့ဆုံးရှုံးမှု၏ 5%',
        summary: 'မနေ့က 100 နှင့်အထက် ရှုံးခဲ့ပါသလား။ 5% အလိုအလျောက် ပြန်ရမည် (အများဆုံး 1,000)။',
        html: '<p>ယခင်နေ့ အသားတင်ဆုံးရှုံးမှု (အနည်းဆုံး 100) ၏ <strong>5%</strong> ကို အလိုအလျောက် ပြန်ပေးသည် (အများဆုံး <strong>1,000</strong>)။</p>',
      },
    },
  },
  {
    code: 'WEEKLY_RANKING',
    category: 'RANKING',
    tags: ['SPECIAL'],
    take_mode: 'auto',
    reward_kind: 'ranking',
    rule: {
      period: 'weekly',
      rankBy: 'valid_bet',
      category: null,
      prizes: [
        { upTo: 1, reward: '888.00' },
        { upTo: 3, reward: '388.00' },
        { upTo: 10, reward: '88.00' },
      ],
    },
    turnover: null,
    budget: 5_000_000n,
    startsDaysAgo: 30,
    texts: {
      en: {
        title: 'Weekly leaderboard prizes: up to 888',
        summary: 'The week’s top 10 by valid bets win 888 / 388 / 88, paid on Monday.',
        html: '<p>When the week ends, the leaderboard’s top players by valid bets are paid automatically:</p><ul><li>1st → <strong>888</strong></li><li>2nd–3rd → <strong>388</strong></li><li>4th–10th → <strong>88</strong></li></ul>',
      },
      zh: {
        title: '每周排行榜奖金：最高 888',
        summary: '每周有效投注前 10 名可得 888 / 388 / 88，周一发放。',
        html: '<p>每周结束后，按有效投注排名的排行榜前列玩家自动获得奖金：</p><ul><li>第 1 名 → <strong>888</strong></li><li>第 2–3 名 → <strong>388</strong></li><li>第 4–10 名 → <strong>88</strong></li></ul>',
      },
      my: {
        title: 'အပတ်စဉ် အဆင့်ဇယားဆု- 888 အထိ',
        summary: 'အပတ်၏ ထိပ်တန်း ၁၀ ဦး 888 / 388 / 88 ရမည် (တနင်္လာနေ့ ပေးသည်)။',
        html: '<p>အပတ်ကုန်သည့်အခါ လောင်းကြေးအလိုက် ထိပ်တန်းကစားသမားများ အလိုအလျောက် ဆုရမည်-</p><ul><li>ပထမ → <strong>888</strong></li><li>၂–၃ → <strong>388</strong></li><li>၄–၁၀ → <strong>88</strong></li></ul>',
      },
    },
  },
  {
    code: 'APP_GIFT',
    category: 'APP_DOWNLOAD',
    tags: ['LIMITED'],
    take_mode: 'claim',
    reward_kind: 'app_download',
    rule: { amount: '18.00' },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: 1_000_000n,
    texts: {
      en: {
        title: 'Get the app: 18 free',
        summary: 'Log in from our app once and claim 18.',
        html: '<p>Download the app from the download page, log in with your account, then claim <strong>18</strong> here. Once per member.</p>',
      },
      zh: {
        title: '下载 App：免费 18',
        summary: '使用 App 登录一次即可领取 18。',
        html: '<p>在下载页下载 App 并登录您的账号，然后在此领取 <strong>18</strong>。每位会员限领一次。</p>',
      },
      my: {
        title: 'အက်ပ်ရယူပါ- 18 အခမဲ့',
        summary: 'ကျွန်ုပ်တို့၏ အက်ပ်မှ တစ်ကြိမ်ဝင်ပြီး 18 ရယူပါ။',
        html: '<p>ဒေါင်းလုဒ်စာမျက်နှာမှ အက်ပ်ကို ရယူ၍ ဝင်ရောက်ပြီး <strong>18</strong> ရယူပါ။</p>',
      },
    },
  },
  {
    code: 'SOCIAL_BIND_GIFT',
    category: 'OTHER',
    tags: ['SPECIAL'],
    take_mode: 'claim',
    reward_kind: 'social_binding',
    rule: { amount: '13.10', networks: ['line', 'whatsapp', 'facebook', 'wechat'] },
    turnover: { multiple: 1, base: 'bonus', category: null },
    budget: 1_000_000n,
    texts: {
      en: {
        title: 'Bind a social account: 13.10',
        summary: 'Add LINE, WhatsApp, Facebook or WeChat to your profile and claim 13.10.',
        html: '<p>Have a LINE, WhatsApp, Facebook or WeChat account on your profile? Claim <strong>13.10</strong>, once per member.</p>',
      },
      zh: {
        title: '绑定社交账号：13.10',
        summary: '资料中绑定 LINE、WhatsApp、Facebook 或微信即可领取 13.10。',
        html: '<p>您的资料中已绑定 LINE、WhatsApp、Facebook 或微信账号？即可领取 <strong>13.10</strong>，每位会员限领一次。</p>',
      },
      my: {
        title: 'လူမှုကွန်ရက်အကောင့် ချိတ်ဆက်ပါ- 13.10',
        summary: 'LINE, WhatsApp, Facebook သို့မဟုတ် WeChat ချိတ်ဆက်ပြီး 13.10 ရယူပါ။',
        html: '<p>သင့်ပရိုဖိုင်တွင် LINE, WhatsApp, Facebook သို့မဟုတ် WeChat ရှိပါက <strong>13.10</strong> ရယူပါ (တစ်ကြိမ်သာ)။</p>',
      },
    },
  },
];

/** A generated banner for a demo promotion without its own: coins for deposits, a gift for newcomers, else the trophy. */
function defaultBanner(category: string): string {
  if (category === 'DEPOSIT' || category === 'REBATE') return '/demo/promotions/festival.svg';
  if (category === 'NEWBIE' || category === 'APP_DOWNLOAD') return '/demo/promotions/welcome.svg';
  return '/demo/promotions/share.svg';
}

/** The demo merchant's promotions; adds only what is missing (an operator's edits stay). */
export async function seedDemoPromotions(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('promotion')
    .values(
      DEMO_PROMOTIONS.map((p, i) => ({
        merchant_id: merchantId,
        code: p.code,
        category: p.category,
        tags: JSON.stringify(p.tags),
        starts_at: sql<Date>`now() - make_interval(days => ${p.startsDaysAgo ?? 0}::integer)`,
        audience: JSON.stringify({ kind: 'everyone' }),
        sort: i,
        take_mode: p.take_mode,
        reward_kind: p.reward_kind,
        rule: JSON.stringify(p.rule),
        turnover: p.turnover === null ? null : JSON.stringify(p.turnover),
        budget: p.budget,
        banner_url: p.banner_url ?? defaultBanner(p.category),
        texts: JSON.stringify(p.texts),
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}

/** The demo's VIP levels: names, thresholds over the VIP window, bonuses and rebate rates (percent of valid bets). */
const DEMO_VIP_LEVELS = [
  { level: 0, en: 'Member', zh: '会员', my: 'အသင်းဝင်', deposit: 0n, bets: 0n, upgrade: 0n, weekly: 0n, monthly: 0n, rate: 0.3 },
  {
    level: 1,
    en: 'Bronze',
    zh: '青铜',
    my: 'ကြေးနီ',
    deposit: 100_000n,
    bets: 500_000n,
    upgrade: 1_800n,
    weekly: 500n,
    monthly: 1_800n,
    rate: 0.4,
  },
  {
    level: 2,
    en: 'Silver',
    zh: '白银',
    my: 'ငွေ',
    deposit: 500_000n,
    bets: 2_500_000n,
    upgrade: 5_800n,
    weekly: 1_500n,
    monthly: 5_800n,
    rate: 0.5,
  },
  {
    level: 3,
    en: 'Gold',
    zh: '黄金',
    my: 'ရွှေ',
    deposit: 2_000_000n,
    bets: 10_000_000n,
    upgrade: 18_800n,
    weekly: 5_000n,
    monthly: 18_800n,
    rate: 0.6,
  },
  {
    level: 4,
    en: 'Platinum',
    zh: '铂金',
    my: 'ပလက်တီနမ်',
    deposit: 8_000_000n,
    bets: 40_000_000n,
    upgrade: 58_800n,
    weekly: 15_000n,
    monthly: 58_800n,
    rate: 0.7,
  },
  {
    level: 5,
    en: 'Diamond',
    zh: '钻石',
    my: 'စိန်',
    deposit: 30_000_000n,
    bets: 150_000_000n,
    upgrade: 188_800n,
    weekly: 50_000n,
    monthly: 188_800n,
    rate: 0.8,
  },
];

/** The demo merchant's VIP levels; adds only what is missing. */
export async function seedDemoVipLevels(db: Kysely<Database>, merchantId: number): Promise<void> {
  const categories = ['LOTT', 'ELOTT', 'RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'BGS', 'COCKFIGHT'];
  await db
    .insertInto('vip_level')
    .values(
      DEMO_VIP_LEVELS.map((v) => ({
        merchant_id: merchantId,
        level: v.level,
        names: JSON.stringify({ en: v.en, zh: v.zh, my: v.my }),
        deposit_threshold: v.deposit,
        valid_bet_threshold: v.bets,
        keep_valid_bet: v.bets / 2n,
        upgrade_bonus: v.upgrade,
        weekly_bonus: v.weekly,
        monthly_bonus: v.monthly,
        rebate_rates: JSON.stringify(Object.fromEntries(categories.map((c) => [c, c === 'LOTT' || c === 'ELOTT' ? v.rate / 2 : v.rate]))),
        // The base level has no withdrawal limits of its own (the cashier's per-withdrawal bounds apply); VIP levels do.
        withdrawal_daily_count: v.level === 0 ? null : 3 + v.level * 2,
        withdrawal_daily_amount: v.level === 0 ? null : 5_000_000n * BigInt(v.level + 1),
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'level']).doNothing())
    .execute();
}
