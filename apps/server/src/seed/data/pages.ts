/** Demo blog/news posts (en, zh, my) and official mirrors (docs/communications/pages.md). */
export const DEMO_BLOG_POSTS = [
  {
    category: 'guides',
    cover_url: '/demo/banners/w_home-5.svg',
    daysAgo: 1,
    texts: {
      en: {
        title: 'Install the app in three minutes',
        summary: 'Scan the QR code on the download page, then follow the steps for your phone.',
        html: '<p>Our app keeps you signed in, opens games faster and sends a notice when a deposit is credited.</p><h2>iPhone</h2><ol><li>Scan the iOS QR code with the camera.</li><li>Install the profile when asked.</li><li>Open <strong>Settings → General → VPN &amp; Device Management</strong> and trust the developer.</li></ol><h2>Android</h2><ol><li>Scan the Android QR code and download the APK.</li><li>Allow your browser to install unknown apps.</li><li>Open the file and tap <em>Install</em>.</li></ol><p>If a code does not scan, use the mirror list to reach us from another address.</p>',
      },
      zh: {
        title: '三分钟安装 App',
        summary: '在下载页扫描二维码，然后按照手机对应的步骤操作。',
        html: '<p>App 可保持登录状态、更快打开游戏，并在存款到账时通知您。</p><h2>iPhone</h2><ol><li>用相机扫描 iOS 二维码。</li><li>按提示安装描述文件。</li><li>打开<strong>设置 → 通用 → VPN 与设备管理</strong>，信任该开发者。</li></ol><h2>Android</h2><ol><li>扫描 Android 二维码并下载 APK。</li><li>允许浏览器安装未知应用。</li><li>打开文件并点击<em>安装</em>。</li></ol><p>若二维码无法扫描，请通过镜像站列表从其他网址访问。</p>',
      },
      my: {
        title: 'အက်ပ်ကို သုံးမိနစ်အတွင်း ထည့်သွင်းပါ',
        summary: 'ဒေါင်းလုဒ်စာမျက်နှာရှိ QR ကုဒ်ကို စကင်ဖတ်ပြီး သင့်ဖုန်းအတွက် အဆင့်များကို လိုက်နာပါ။',
        html: '<p>အက်ပ်သည် သင့်ကို လော့ဂ်အင်ဝင်ထားပေးပြီး ဂိမ်းများကို ပိုမြန်စွာဖွင့်ကာ ငွေသွင်းမှု ရောက်ရှိသည့်အခါ အသိပေးသည်။</p><h2>iPhone</h2><ol><li>iOS QR ကုဒ်ကို ကင်မရာဖြင့် စကင်ဖတ်ပါ။</li><li>တောင်းဆိုသည့်အခါ ပရိုဖိုင်ကို ထည့်သွင်းပါ။</li><li><strong>Settings → General → VPN &amp; Device Management</strong> တွင် developer ကို ယုံကြည်ပါ။</li></ol><h2>Android</h2><ol><li>Android QR ကုဒ်ကို စကင်ဖတ်ပြီး APK ကို ဒေါင်းလုဒ်လုပ်ပါ။</li><li>မသိသောအက်ပ်များ ထည့်သွင်းခွင့်ကို ဘရောက်ဆာအား ခွင့်ပြုပါ။</li><li>ဖိုင်ကိုဖွင့်ပြီး <em>Install</em> ကိုနှိပ်ပါ။</li></ol>',
      },
    },
  },
  {
    category: 'news',
    cover_url: '/demo/banners/w_home-2.svg',
    daysAgo: 3,
    texts: {
      en: {
        title: 'Lottery draws now every minute',
        summary: 'The one-minute lottery joins the 3-, 5- and 10-minute draws, with every result verifiable.',
        html: '<p>The new one-minute draw runs around the clock. Each result is published with its seed so you can check it on the <a href="/lottery/fairness">fairness page</a>.</p><p>Bets close 20 seconds before each draw.</p>',
      },
      zh: {
        title: '彩票现已每分钟开奖',
        summary: '一分钟彩票加入 3、5、10 分钟开奖行列，每期结果均可验证。',
        html: '<p>全新一分钟开奖全天候运行。每期结果连同种子一起公布，您可在<a href="/lottery/fairness">公平性页面</a>核验。</p><p>每期开奖前 20 秒停止投注。</p>',
      },
      my: {
        title: 'ထီဖွင့်ချိန် ယခု တစ်မိနစ်တိုင်း',
        summary: 'တစ်မိနစ်ထီသည် ၃၊ ၅ နှင့် ၁၀ မိနစ်ထီများနှင့်အတူ ရလဒ်တိုင်းကို စစ်ဆေးနိုင်သည်။',
        html: '<p>တစ်မိနစ်ထီအသစ်သည် နေ့ရောညပါ လည်ပတ်သည်။ ရလဒ်တိုင်းကို seed နှင့်အတူ ထုတ်ပြန်သဖြင့် <a href="/lottery/fairness">တရားမျှတမှု စာမျက်နှာ</a> တွင် စစ်ဆေးနိုင်သည်။</p><p>ထီမဖွင့်မီ စက္ကန့် ၂၀ တွင် လောင်းကြေးပိတ်သည်။</p>',
      },
    },
  },
  {
    category: 'responsible-gaming',
    cover_url: '/demo/banners/w_leftmenu-2.svg',
    daysAgo: 7,
    texts: {
      en: {
        title: 'Play within your limits',
        summary: 'Set a budget before you play, take breaks, and ask us to pause your account whenever you need.',
        html: '<p>Gaming should stay entertainment. Decide what you can afford to lose before you start, and never chase losses.</p><ul><li>Take a break at least every hour.</li><li>Do not play when upset or under the influence.</li><li>Contact customer service to pause or close your account.</li></ul><p>Play is for adults aged 18 and over.</p>',
      },
      zh: {
        title: '量力而行，理性娱乐',
        summary: '游戏前先设定预算，适时休息，需要时可随时请我们暂停您的账户。',
        html: '<p>游戏应当只是娱乐。开始前先决定您能承受的损失，切勿追逐亏损。</p><ul><li>至少每小时休息一次。</li><li>情绪低落或饮酒后请勿游戏。</li><li>联系客服即可暂停或关闭账户。</li></ul><p>仅限 18 岁及以上成年人参与。</p>',
      },
      my: {
        title: 'သင့်အကန့်အသတ်အတွင်း ကစားပါ',
        summary: 'မကစားမီ ဘတ်ဂျက်သတ်မှတ်ပါ၊ အနားယူပါ၊ လိုအပ်သည့်အခါ အကောင့်ကို ခေတ္တရပ်ရန် ကျွန်ုပ်တို့ထံ တောင်းဆိုပါ။',
        html: '<p>ဂိမ်းကစားခြင်းသည် ဖျော်ဖြေရေးသာ ဖြစ်သင့်သည်။ မစမီ ဆုံးရှုံးနိုင်သည့်ပမာဏကို ဆုံးဖြတ်ပါ။ ဆုံးရှုံးမှုကို ပြန်မလိုက်ပါနှင့်။</p><ul><li>အနည်းဆုံး တစ်နာရီတစ်ကြိမ် အနားယူပါ။</li><li>စိတ်မကောင်းချိန် သို့မဟုတ် အရက်သောက်ထားချိန် မကစားပါနှင့်။</li><li>အကောင့်ရပ်ရန် သို့မဟုတ် ပိတ်ရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</li></ul><p>အသက် ၁၈ နှစ်နှင့်အထက်သာ ကစားနိုင်သည်။</p>',
      },
    },
  },
];

export const DEMO_MIRRORS = [
  { label: 'Main site', url: 'https://fortuna-demo.example', note: 'Our main address' },
  { label: 'Mirror 1', url: 'https://m1.fortuna-demo.example', note: 'Asia' },
  { label: 'Mirror 2', url: 'https://m2.fortuna-demo.example', note: 'Use when the main address is blocked' },
];

export const DEMO_LICENCE = { number: 'GLH-OGL-2026-0117', url: 'https://licensing.example/registry/GLH-OGL-2026-0117' };
