/** Banners per group; images are our generated artwork served through the image CDN. */
export const DEMO_BANNERS = [
  {
    group_name: 'w_home',
    title: 'Welcome bonus 100%',
    image_path: '/demo/banners/w_home-1.svg',
    link: '/promotions',
    linkage_type: 'INTERNAL',
  },
  {
    group_name: 'w_home',
    title: 'Lottery every minute',
    image_path: '/demo/banners/w_home-2.svg',
    link: '/lott',
    linkage_type: 'INTERNAL',
  },
  // The demo has no live casino (until the live-tables issue): this banner opens the in-house originals.
  {
    group_name: 'w_home',
    title: 'Fortuna originals',
    image_path: '/demo/banners/w_home-3.svg',
    link: '/?category=BGS',
    linkage_type: 'INTERNAL',
  },
  { group_name: 'w_home', title: 'Daily rebate', image_path: '/demo/banners/w_home-4.svg', link: '/promotions', linkage_type: 'INTERNAL' },
  { group_name: 'w_home', title: 'Get the app', image_path: '/demo/banners/w_home-5.svg', link: '/download', linkage_type: 'INTERNAL' },
  {
    group_name: 'w_leftmenu',
    title: 'Invite friends',
    image_path: '/demo/banners/w_leftmenu-1.svg',
    link: '/promotions',
    linkage_type: 'INTERNAL',
  },
  { group_name: 'w_leftmenu', title: 'VIP club', image_path: '/demo/banners/w_leftmenu-2.svg', link: null, linkage_type: 'NONE' },
  { group_name: 'w_login', title: 'Welcome back', image_path: '/demo/banners/w_login-1.svg', link: null, linkage_type: 'NONE' },
  { group_name: 'w_register', title: 'Join Fortuna', image_path: '/demo/banners/w_register-1.svg', link: null, linkage_type: 'NONE' },
  { group_name: 'w_forget', title: 'Reset your password', image_path: '/demo/banners/w_forget-1.svg', link: null, linkage_type: 'NONE' },
];

type Texts = { en: string; zh: string; my: string };

/** How a demo announcement is published (docs/communications/announcements.md); published to everyone without a popup when absent. */
type Publishing = { status?: 'DRAFT' | 'PUBLISHED'; popup?: 'NONE' | 'A' | 'B' | 'F'; audience?: 'ALL' | 'AGENTS'; pinned?: boolean };

/**
 * Announcements: B runs in the marquee and the notice list, PL (popular) and PR (promotion) are
 * listed in the notice list, PU only pops up. The popups are drafts an operator publishes in the
 * back office (published ones would cover every page of a fresh demo and of the browser tests).
 */
export const DEMO_ANNOUNCEMENTS: ({ code: string; type: string; title: Texts; content: Texts } & Publishing)[] = [
  {
    code: 'welcome',
    type: 'B',
    title: { en: 'Welcome to Fortuna', zh: '欢迎来到 Fortuna', my: 'Fortuna မှ ကြိုဆိုပါသည်' },
    content: {
      en: '<p>Welcome to Fortuna! New members get a <strong>100% first deposit bonus</strong>.</p>',
      zh: '<p>欢迎来到 Fortuna！新会员首存可获 <strong>100% 奖金</strong>。</p>',
      my: '<p>Fortuna မှ ကြိုဆိုပါသည်။ အသင်းဝင်သစ်များ ပထမအကြိမ်ငွေသွင်းလျှင် <strong>၁၀၀% ဘောနပ်စ်</strong> ရရှိပါမည်။</p>',
    },
  },
  {
    code: 'lottery-draws',
    type: 'B',
    title: { en: 'Lottery draws every minute', zh: '彩票每分钟开奖', my: 'ထီကို တစ်မိနစ်တိုင်း ဖွင့်ပါသည်' },
    content: {
      en: '<p>High-frequency lottery draws run every minute, day and night. Every result can be verified.</p>',
      zh: '<p>高频彩每分钟开奖，全天不停，每期结果均可验证。</p>',
      my: '<p>ထီပေါက်စဉ်များကို နေ့ရောညပါ တစ်မိနစ်တိုင်း ဖွင့်ပြီး ရလဒ်တိုင်းကို စစ်ဆေးနိုင်ပါသည်။</p>',
    },
  },
  {
    code: 'responsible-gaming',
    type: 'B',
    title: { en: 'Play responsibly', zh: '理性娱乐', my: 'တာဝန်သိစွာ ကစားပါ' },
    content: {
      en: '<p>Gaming is for adults aged 18 and over. Set limits and play responsibly.</p>',
      zh: '<p>仅限 18 岁及以上成年人参与。请设定限额，理性娱乐。</p>',
      my: '<p>အသက် ၁၈ နှစ်နှင့်အထက် လူကြီးများသာ ကစားနိုင်ပါသည်။ ကန့်သတ်ချက်ထားပြီး တာဝန်သိစွာ ကစားပါ။</p>',
    },
  },
  {
    code: 'maintenance-notice',
    type: 'PU',
    status: 'DRAFT',
    popup: 'A',
    title: { en: 'Scheduled maintenance', zh: '系统维护通知', my: 'စနစ်ပြုပြင်ထိန်းသိမ်းမှု အသိပေးချက်' },
    content: {
      en: '<p>Some game vendors hold routine maintenance on Tuesdays from 10:00 to 12:00 (GMT+6:30).</p>',
      zh: '<p>部分游戏厂商于每周二 10:00 至 12:00（GMT+6:30）例行维护。</p>',
      my: '<p>ဂိမ်းဝန်ဆောင်မှုအချို့သည် အင်္ဂါနေ့တိုင်း ၁၀:၀၀ မှ ၁၂:၀၀ (GMT+6:30) အထိ ပုံမှန်ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်ပါသည်။</p>',
    },
  },
  {
    code: 'guest-welcome',
    type: 'PU',
    status: 'DRAFT',
    popup: 'B',
    title: { en: 'New here? Try before you join', zh: '初来乍到？先试玩再注册', my: 'ဒီမှာ အသစ်လား။ အသင်းမဝင်မီ စမ်းကစားကြည့်ပါ' },
    content: {
      en: '<p>Browse every lobby as a guest, or open a <strong>free trial account</strong> with play money. Register when you are ready: it takes a minute.</p>',
      zh: '<p>您可以以访客身份浏览所有大厅，或开通使用虚拟币的<strong>免费试玩账号</strong>。准备好后再注册，只需一分钟。</p>',
      my: '<p>ဧည့်သည်အဖြစ် ဂိမ်းခန်းမအားလုံးကို ကြည့်ရှုနိုင်သည်၊ သို့မဟုတ် ကစားငွေဖြင့် <strong>အခမဲ့ စမ်းသပ်အကောင့်</strong> ဖွင့်နိုင်ပါသည်။ အဆင်သင့်ဖြစ်မှ စာရင်းသွင်းပါ၊ တစ်မိနစ်သာ ကြာပါသည်။</p>',
    },
  },
  {
    code: 'first-login-guide',
    type: 'PU',
    status: 'DRAFT',
    popup: 'F',
    title: { en: 'Your first steps', zh: '新手指南', my: 'သင်၏ ပထမခြေလှမ်းများ' },
    content: {
      en: '<ol><li>Set a payment password under <em>My account</em>.</li><li>Make your first deposit to claim the 100% bonus.</li><li>Set deposit limits if you want them: play responsibly.</li></ol>',
      zh: '<ol><li>在<em>我的账户</em>中设置支付密码。</li><li>完成首存即可领取 100% 奖金。</li><li>如有需要请设置存款限额，理性娱乐。</li></ol>',
      my: '<ol><li><em>ကျွန်ုပ်၏အကောင့်</em> တွင် ငွေပေးချေမှု စကားဝှက် သတ်မှတ်ပါ။</li><li>၁၀၀% ဘောနပ်စ် ရယူရန် ပထမဆုံး ငွေသွင်းပါ။</li><li>လိုအပ်ပါက ငွေသွင်းကန့်သတ်ချက် သတ်မှတ်ပြီး တာဝန်သိစွာ ကစားပါ။</li></ol>',
    },
  },
  {
    code: 'lottery-guide',
    type: 'PL',
    pinned: true,
    title: { en: 'How to read a lottery result', zh: '如何查看彩票开奖结果', my: 'ထီရလဒ်ကို ဘယ်လိုဖတ်မလဲ' },
    content: {
      en: '<p>Each draw shows its issue number, the winning numbers and the time it closed. Open <em>Betting record</em> to see how each of your bets settled.</p>',
      zh: '<p>每期开奖显示期号、开奖号码和封盘时间。打开<em>投注记录</em>即可查看每笔投注的结算结果。</p>',
      my: '<p>ထီဖွင့်ပွဲတိုင်းတွင် အကြိမ်နံပါတ်၊ ပေါက်ဂဏန်းများနှင့် ပိတ်ချိန်ကို ပြသည်။ သင့်လောင်းကြေးတစ်ခုချင်းစီ၏ ရလဒ်ကို <em>လောင်းကြေးမှတ်တမ်း</em> တွင် ကြည့်ပါ။</p>',
    },
  },
  {
    code: 'weekend-reload',
    type: 'PR',
    title: { en: 'Weekend reload bonus', zh: '周末充值奖金', my: 'စနေ၊ တနင်္ဂနွေ ငွေဖြည့်ဘောနပ်စ်' },
    content: {
      en: '<p>Deposit on Saturday or Sunday and receive a 10% reload bonus, up to 500. See <a href="/promotions">Promotions</a> for the terms.</p>',
      zh: '<p>周六或周日存款可获 10% 充值奖金，最高 500。条款详见<a href="/promotions">优惠活动</a>。</p>',
      my: '<p>စနေ သို့မဟုတ် တနင်္ဂနွေနေ့တွင် ငွေသွင်းပါက အများဆုံး ၅၀၀ အထိ ၁၀% ဘောနပ်စ် ရရှိပါမည်။ စည်းကမ်းချက်များကို <a href="/promotions">ပရိုမိုးရှင်း</a> တွင် ကြည့်ပါ။</p>',
    },
  },
  {
    code: 'agent-settlement-days',
    type: 'B',
    audience: 'AGENTS',
    title: { en: 'Agents: settlement calendar', zh: '代理：结算日程', my: 'ကိုယ်စားလှယ်များ- စာရင်းရှင်းလင်းမည့် ရက်များ' },
    content: {
      en: '<p>Daily salaries are paid after each business day closes; dividends are settled on the 1st and 16th. Check <em>My income</em> for every payment.</p>',
      zh: '<p>日工资在每个营业日结束后发放；分红于每月 1 日和 16 日结算。所有款项请在<em>我的收入</em>中查看。</p>',
      my: '<p>နေ့စဉ်လစာကို လုပ်ငန်းနေ့တစ်ရက် ပိတ်ပြီးတိုင်း ပေးချေပြီး အမြတ်ဝေစုကို လစဉ် ၁ ရက်နှင့် ၁၆ ရက်တွင် ရှင်းလင်းပါသည်။ ငွေပေးချေမှုတိုင်းကို <em>ကျွန်ုပ်၏ဝင်ငွေ</em> တွင် ကြည့်ပါ။</p>',
    },
  },
];
