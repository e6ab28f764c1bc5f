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
  { group_name: 'w_home', title: 'Live casino nights', image_path: '/demo/banners/w_home-3.svg', link: '/live', linkage_type: 'INTERNAL' },
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

/** Announcements: B runs in the home marquee, PU pops up for visitors. */
export const DEMO_ANNOUNCEMENTS: { code: string; type: string; title: Texts; content: Texts }[] = [
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
    title: { en: 'Scheduled maintenance', zh: '系统维护通知', my: 'စနစ်ပြုပြင်ထိန်းသိမ်းမှု အသိပေးချက်' },
    content: {
      en: '<p>Some game vendors hold routine maintenance on Tuesdays from 10:00 to 12:00 (GMT+6:30).</p>',
      zh: '<p>部分游戏厂商于每周二 10:00 至 12:00（GMT+6:30）例行维护。</p>',
      my: '<p>ဂိမ်းဝန်ဆောင်မှုအချို့သည် အင်္ဂါနေ့တိုင်း ၁၀:၀၀ မှ ၁၂:၀၀ (GMT+6:30) အထိ ပုံမှန်ပြုပြင်ထိန်းသိမ်းမှု ပြုလုပ်ပါသည်။</p>',
    },
  },
];
