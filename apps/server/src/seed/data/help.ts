import type { HelpSectionId } from '@fortuna/shared';

type Texts = { en: string; zh: string; my: string };

/** The demo help centre: what a player needs to know, in the three bundled languages (issue 17 item 3). */
export const DEMO_HELP: { id: HelpSectionId; title: Texts; content: Texts }[] = [
  {
    id: 'about',
    title: { en: 'About us', zh: '关于我们', my: 'ကျွန်ုပ်တို့အကြောင်း' },
    content: {
      en: `<h3>Who we are</h3><p>Fortuna is an online entertainment portal offering lottery, live casino, sports, slots, fishing and card games from licensed game providers, together with our own provably fair lottery.</p>
<h3>What we promise</h3><ul><li><strong>Fair play:</strong> every in-house lottery draw can be verified on the <a href="/lottery/fairness">fairness page</a>.</li><li><strong>Safe money:</strong> deposits and withdrawals are recorded in a double-entry ledger and every balance change is visible in your account record.</li><li><strong>Privacy:</strong> we only keep the data we need to run your account (see the privacy policy).</li><li><strong>Help when you need it:</strong> live chat and Telegram support around the clock; feedback is answered by our service team, usually within 24 hours.</li></ul>
<p>Only adults aged 18 or over may register and play.</p>`,
      zh: `<h3>我们是谁</h3><p>Fortuna 是一家线上娱乐平台，提供来自持牌游戏供应商的彩票、真人娱乐、体育、电子、捕鱼和棋牌游戏，以及我们自有的可验证公平彩票。</p>
<h3>我们的承诺</h3><ul><li><strong>公平游戏：</strong>每一期自营彩票开奖都可以在<a href="/lottery/fairness">公平性页面</a>上验证。</li><li><strong>资金安全：</strong>所有充值和提款都记入复式账本，每一笔余额变动都能在账户记录中查到。</li><li><strong>隐私保护：</strong>我们只保存运营您账户所需的资料（详见隐私政策）。</li><li><strong>随时协助：</strong>在线客服和 Telegram 全天候服务；意见反馈由客服团队处理，通常在 24 小时内回复。</li></ul>
<p>只有年满 18 岁的成年人才能注册和游戏。</p>`,
      my: `<h3>ကျွန်ုပ်တို့သည် မည်သူနည်း</h3><p>Fortuna သည် လိုင်စင်ရ ဂိမ်းဝန်ဆောင်မှုပေးသူများထံမှ ထီ၊ တိုက်ရိုက်ကာစီနို၊ အားကစား၊ စလော့၊ ငါးဖမ်းနှင့် ကတ်ဂိမ်းများကို ကျွန်ုပ်တို့ကိုယ်ပိုင် မျှတမှုစစ်ဆေးနိုင်သော ထီနှင့်အတူ ပေးဆောင်သည့် အွန်လိုင်းဖျော်ဖြေရေး ပေါ်တယ်ဖြစ်ပါသည်။</p>
<h3>ကျွန်ုပ်တို့၏ ကတိကဝတ်များ</h3><ul><li><strong>မျှတသောကစားမှု:</strong> ကိုယ်ပိုင်ထီ ထွက်ဂဏန်းတိုင်းကို <a href="/lottery/fairness">မျှတမှုစာမျက်နှာ</a>တွင် စစ်ဆေးနိုင်ပါသည်။</li><li><strong>ငွေကြေးလုံခြုံမှု:</strong> ငွေသွင်း၊ ငွေထုတ်တိုင်းကို စာရင်းစနစ်တွင် မှတ်တမ်းတင်ပြီး လက်ကျန်ငွေ ပြောင်းလဲမှုတိုင်းကို အကောင့်မှတ်တမ်းတွင် ကြည့်နိုင်ပါသည်။</li><li><strong>ကိုယ်ရေးလုံခြုံမှု:</strong> သင့်အကောင့်ကို လည်ပတ်ရန် လိုအပ်သော အချက်အလက်များကိုသာ သိမ်းဆည်းပါသည်။</li><li><strong>အကူအညီ:</strong> Live chat နှင့် Telegram ဖြင့် ၂၄ နာရီ ဝန်ဆောင်မှုပေးပြီး အကြံပြုချက်များကို ပုံမှန်အားဖြင့် ၂၄ နာရီအတွင်း ပြန်ဖြေပါသည်။</li></ul>
<p>အသက် ၁၈ နှစ်နှင့်အထက် လူကြီးများသာ စာရင်းသွင်း၍ ကစားနိုင်ပါသည်။</p>`,
    },
  },
  {
    id: 'term',
    title: { en: 'Terms of use', zh: '使用条款', my: 'အသုံးပြုမှု စည်းကမ်းချက်များ' },
    content: {
      en: `<h3>1. Your account</h3><ul><li>You must be 18 or older and may hold one account only. Duplicate accounts are closed and their bonuses forfeited.</li><li>Keep your password and payment password secret; actions taken with them are treated as yours.</li><li>The name on your bank account must match the payee name registered on your account.</li></ul>
<h3>2. Deposits, bets and withdrawals</h3><ul><li>Deposits must come from your own bank account or payment wallet.</li><li>A bet is final once it is accepted; results follow the game provider's or the lottery's official draw.</li><li>Withdrawals are paid only to a bank account bound to your profile and may require a turnover of the deposited amount first.</li></ul>
<h3>3. Bonuses and promotions</h3><p>Each promotion has its own rules. Abuse (collusion, multiple accounts, arbitrage) voids the bonus and its winnings.</p>
<h3>4. Suspension</h3><p>We may freeze an account during an investigation of fraud, money laundering or a breach of these terms, and will tell you why unless the law forbids it.</p>
<h3>5. Changes</h3><p>We announce changes to these terms on the site at least 7 days before they apply.</p>`,
      zh: `<h3>1. 您的账户</h3><ul><li>您必须年满 18 岁，且每人只能持有一个账户。重复账户将被关闭，其奖金作废。</li><li>请妥善保管登录密码和资金密码；使用这些密码进行的操作均视为您本人所为。</li><li>绑定银行账户的户名必须与账户登记的收款人姓名一致。</li></ul>
<h3>2. 充值、投注与提款</h3><ul><li>充值必须来自您本人的银行账户或支付钱包。</li><li>投注一经接受即为最终结果；开奖结果以游戏供应商或彩票官方开奖为准。</li><li>提款只支付到您资料中绑定的银行账户，可能需要先完成充值金额的流水要求。</li></ul>
<h3>3. 奖金与优惠</h3><p>每项优惠都有各自的规则。滥用行为（串通、多账户、套利）将导致奖金及其盈利作废。</p>
<h3>4. 账户冻结</h3><p>在调查欺诈、洗钱或违反本条款的情况时，我们可能冻结账户，并在法律允许的情况下告知原因。</p>
<h3>5. 条款变更</h3><p>本条款的变更将至少提前 7 天在网站上公告。</p>`,
      my: `<h3>၁။ သင့်အကောင့်</h3><ul><li>အသက် ၁၈ နှစ်ပြည့်ရမည်ဖြစ်ပြီး တစ်ဦးလျှင် အကောင့်တစ်ခုသာ ကိုင်ဆောင်နိုင်ပါသည်။ ထပ်နေသောအကောင့်များကို ပိတ်ပြီး ဘောနပ်စ်များကို ပယ်ဖျက်ပါမည်။</li><li>စကားဝှက်နှင့် ငွေပေးချေမှုစကားဝှက်ကို လျှို့ဝှက်ထားပါ။ ၎င်းတို့ဖြင့် ပြုလုပ်သော လုပ်ဆောင်ချက်များကို သင်ကိုယ်တိုင် ပြုလုပ်သည်ဟု မှတ်ယူပါသည်။</li><li>ဘဏ်အကောင့်ပေါ်ရှိ အမည်သည် အကောင့်တွင် မှတ်ပုံတင်ထားသော ငွေလက်ခံသူအမည်နှင့် ကိုက်ညီရပါမည်။</li></ul>
<h3>၂။ ငွေသွင်း၊ လောင်းကြေးနှင့် ငွေထုတ်</h3><ul><li>ငွေသွင်းခြင်းသည် သင့်ကိုယ်ပိုင် ဘဏ်အကောင့် သို့မဟုတ် ငွေပေးချေမှု ပိုက်ဆံအိတ်မှ ဖြစ်ရပါမည်။</li><li>လက်ခံပြီးသော လောင်းကြေးသည် အပြီးသတ်ဖြစ်ပြီး ရလဒ်များသည် ဂိမ်းဝန်ဆောင်မှုပေးသူ သို့မဟုတ် ထီ၏ တရားဝင်ထွက်ဂဏန်းအတိုင်း ဖြစ်ပါသည်။</li><li>ငွေထုတ်ခြင်းကို သင့်ပရိုဖိုင်တွင် ချိတ်ဆက်ထားသော ဘဏ်အကောင့်သို့သာ ပေးချေပြီး ငွေသွင်းပမာဏအတိုင်း လောင်းကြေးပြည့်ရန် လိုအပ်နိုင်ပါသည်။</li></ul>
<h3>၃။ ဘောနပ်စ်နှင့် ပရိုမိုးရှင်းများ</h3><p>ပရိုမိုးရှင်းတိုင်းတွင် ကိုယ်ပိုင်စည်းမျဉ်းများ ရှိပါသည်။ အလွဲသုံးစားပြုပါက ဘောနပ်စ်နှင့် အနိုင်ရငွေကို ပယ်ဖျက်ပါမည်။</p>
<h3>၄။ ဆိုင်းငံ့ခြင်း</h3><p>လိမ်လည်မှု၊ ငွေကြေးခဝါချမှု သို့မဟုတ် ဤစည်းကမ်းများ ချိုးဖောက်မှုကို စုံစမ်းနေစဉ် အကောင့်ကို ခေတ္တပိတ်နိုင်ပြီး ဥပဒေခွင့်ပြုသရွေ့ အကြောင်းပြချက်ကို အသိပေးပါမည်။</p>
<h3>၅။ ပြောင်းလဲမှုများ</h3><p>ဤစည်းကမ်းများ ပြောင်းလဲမှုကို အနည်းဆုံး ၇ ရက်ကြိုတင်၍ ဝဘ်ဆိုက်တွင် ကြေညာပါမည်။</p>`,
    },
  },
  {
    id: 'privacy',
    title: { en: 'Privacy policy', zh: '隐私政策', my: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ' },
    content: {
      en: `<h3>What we collect</h3><ul><li>Account data: username, payee name, mobile number, email and the bank accounts you bind.</li><li>Activity: deposits, withdrawals, bets and logins (time, IP address and device) to protect your account.</li><li>Messages you send us: feedback, chat and the images you attach.</li></ul>
<h3>How we use it</h3><p>To run your account, pay your withdrawals, prevent fraud, answer your questions and meet legal duties. We never sell your data.</p>
<h3>Who can see it</h3><p>Only the staff who need it for their task (for example the cashier team for a withdrawal), payment partners for the payment itself, and authorities where the law requires it. Every staff action on an account is written to an audit log.</p>
<h3>Your choices</h3><p>You may ask for a copy of your data or for its correction through feedback or live chat. Passwords are stored only as one-way hashes: nobody, including our staff, can read them.</p>`,
      zh: `<h3>我们收集的资料</h3><ul><li>账户资料：用户名、收款人姓名、手机号、电子邮箱和您绑定的银行账户。</li><li>活动记录：充值、提款、投注和登录（时间、IP 地址和设备），用于保护您的账户。</li><li>您发送给我们的内容：意见反馈、聊天记录以及您附加的图片。</li></ul>
<h3>我们如何使用</h3><p>用于运营您的账户、支付提款、防范欺诈、回答您的问题以及履行法律义务。我们绝不出售您的资料。</p>
<h3>谁能看到</h3><p>只有因工作需要的员工（例如处理提款的财务团队）、负责付款的支付合作方，以及法律要求时的主管机关。员工对账户的每项操作都会记入审计日志。</p>
<h3>您的权利</h3><p>您可以通过意见反馈或在线客服要求获取或更正您的资料。密码只以单向哈希保存：包括我们员工在内，任何人都无法读取。</p>`,
      my: `<h3>ကျွန်ုပ်တို့ စုဆောင်းသော အချက်အလက်များ</h3><ul><li>အကောင့်အချက်အလက်: အသုံးပြုသူအမည်၊ ငွေလက်ခံသူအမည်၊ ဖုန်းနံပါတ်၊ အီးမေးလ်နှင့် ချိတ်ဆက်ထားသော ဘဏ်အကောင့်များ။</li><li>လုပ်ဆောင်ချက်များ: သင့်အကောင့်ကို ကာကွယ်ရန် ငွေသွင်း၊ ငွေထုတ်၊ လောင်းကြေးနှင့် ဝင်ရောက်မှုများ (အချိန်၊ IP လိပ်စာနှင့် စက်ပစ္စည်း)။</li><li>သင်ပေးပို့သော အကြံပြုချက်၊ စကားပြောနှင့် ပူးတွဲပုံများ။</li></ul>
<h3>အသုံးပြုပုံ</h3><p>သင့်အကောင့်ကို လည်ပတ်ရန်၊ ငွေထုတ်ပေးရန်၊ လိမ်လည်မှုကို တားဆီးရန်၊ မေးခွန်းများကို ဖြေရန်နှင့် ဥပဒေတာဝန်များကို ထမ်းဆောင်ရန် အသုံးပြုပါသည်။ သင့်အချက်အလက်ကို ဘယ်တော့မှ မရောင်းချပါ။</p>
<h3>မည်သူ မြင်နိုင်သနည်း</h3><p>တာဝန်အတွက် လိုအပ်သော ဝန်ထမ်းများ၊ ငွေပေးချေမှုအတွက် ငွေပေးချေမှုမိတ်ဖက်များနှင့် ဥပဒေအရ လိုအပ်သည့် အာဏာပိုင်များသာ မြင်နိုင်ပါသည်။ ဝန်ထမ်းလုပ်ဆောင်ချက်တိုင်းကို စာရင်းစစ်မှတ်တမ်းတွင် ရေးသွင်းပါသည်။</p>
<h3>သင့်ရွေးချယ်မှုများ</h3><p>အကြံပြုချက် သို့မဟုတ် live chat မှတစ်ဆင့် သင့်အချက်အလက်မိတ္တူ သို့မဟုတ် ပြင်ဆင်ခြင်းကို တောင်းဆိုနိုင်ပါသည်။ စကားဝှက်များကို တစ်လမ်းသွား hash အဖြစ်သာ သိမ်းဆည်းသဖြင့် မည်သူမျှ ဖတ်၍မရပါ။</p>`,
    },
  },
  {
    id: 'responsible',
    title: { en: 'Responsible gaming', zh: '负责任博彩', my: 'တာဝန်ယူမှုရှိသော ကစားခြင်း' },
    content: {
      en: `<p>Gaming should be entertainment, never a way to make money or to escape problems.</p>
<h3>Keep it under control</h3><ul><li>Decide a budget before you play and only play with money you can afford to lose.</li><li>Set a time limit and take regular breaks; never chase your losses.</li><li>Do not play when you are upset, tired or under the influence of alcohol.</li></ul>
<h3>Tools we offer</h3><ul><li><strong>Account record and personal loss:</strong> see exactly what you deposited, bet and won in the member centre.</li><li><strong>Limits:</strong> set deposit, loss and wager limits per day, week and month, and a session time limit, on <a href="/member#responsible-gaming">your responsible gaming page</a>; lowering a limit applies at once, raising or removing it after 24 hours.</li><li><strong>Reality checks:</strong> a reminder every 15 to 120 minutes of your time played and your result since login.</li><li><strong>Time-out and self-exclusion:</strong> take a break of 24 hours to 6 weeks, or exclude yourself for 6 months to 5 years, on <a href="/member#responsible-gaming">the same page</a>. Neither you nor our staff can end it early.</li></ul>
<h3>Warning signs</h3><p>Spending more than planned, borrowing to play, hiding your play from family or feeling anxious when not playing. If this sounds familiar, please pause and talk to someone you trust or a gambling-help organisation.</p>
<p>Players under 18 are not allowed. Parents: use device filters to keep children away from gaming sites.</p>`,
      zh: `<p>游戏应当是一种娱乐，而不是赚钱或逃避问题的方式。</p>
<h3>保持自我控制</h3><ul><li>游戏前先确定预算，只用您输得起的钱游戏。</li><li>设定时间限制并定时休息；切勿为追回损失而加注。</li><li>情绪低落、疲劳或饮酒后请不要游戏。</li></ul>
<h3>我们提供的工具</h3><ul><li><strong>账户记录与个人盈亏：</strong>在会员中心清楚查看您的充值、投注和中奖金额。</li><li><strong>限额：</strong>在<a href="/member#responsible-gaming">负责任博彩页面</a>设定每日、每周、每月的存款、亏损和投注限额，以及单次登录时长；调低立即生效，调高或取消在 24 小时后生效。</li><li><strong>现实提醒：</strong>每 15 至 120 分钟提醒您自登录以来的游戏时长和输赢。</li><li><strong>冷静期与自我禁入：</strong>在<a href="/member#responsible-gaming">同一页面</a>暂停 24 小时至 6 周，或自我禁入 6 个月至 5 年。您和我们的工作人员都不能提前结束。</li></ul>
<h3>警示信号</h3><p>花费超出计划、借钱游戏、向家人隐瞒游戏或不玩时感到焦虑。如果您有这些情况，请暂停游戏，并与信任的人或博彩援助机构沟通。</p>
<p>未满 18 岁者禁止游戏。家长请使用设备过滤功能，让孩子远离博彩网站。</p>`,
      my: `<p>ဂိမ်းကစားခြင်းသည် ဖျော်ဖြေမှုသာ ဖြစ်သင့်ပြီး ငွေရှာနည်း သို့မဟုတ် ပြဿနာများမှ ထွက်ပြေးနည်း မဖြစ်သင့်ပါ။</p>
<h3>ထိန်းချုပ်ထားပါ</h3><ul><li>မကစားမီ ဘတ်ဂျက်သတ်မှတ်ပြီး ဆုံးရှုံးခံနိုင်သော ငွေဖြင့်သာ ကစားပါ။</li><li>အချိန်ကန့်သတ်ပြီး ပုံမှန်အနားယူပါ။ ရှုံးငွေကို ပြန်ရရန် မလိုက်ပါနှင့်။</li><li>စိတ်မကောင်းဖြစ်နေချိန်၊ ပင်ပန်းနေချိန် သို့မဟုတ် အရက်သောက်ထားချိန်တွင် မကစားပါနှင့်။</li></ul>
<h3>ကျွန်ုပ်တို့ ပေးသော ကိရိယာများ</h3><ul><li><strong>အကောင့်မှတ်တမ်းနှင့် ကိုယ်ပိုင်အရှုံး:</strong> အသင်းဝင်စင်တာတွင် ငွေသွင်း၊ လောင်းကြေးနှင့် အနိုင်ရငွေကို အတိအကျ ကြည့်နိုင်ပါသည်။</li><li><strong>ကန့်သတ်ချက်များ:</strong> <a href="/member#responsible-gaming">တာဝန်ယူမှုရှိသော ကစားခြင်း စာမျက်နှာ</a>တွင် နေ့၊ အပတ်၊ လအလိုက် ငွေသွင်း၊ ရှုံးငွေ၊ လောင်းကြေး ကန့်သတ်ချက်နှင့် ဝင်ရောက်ချိန် ကန့်သတ်ချက် သတ်မှတ်နိုင်ပါသည်။ လျှော့ချခြင်းသည် ချက်ချင်း၊ တိုးမြှင့်ခြင်းသည် ၂၄ နာရီအကြာတွင် သက်ရောက်ပါသည်။</li><li><strong>အချိန်သတိပေးချက်:</strong> ၁၅ မှ ၁၂၀ မိနစ်တိုင်း ကစားချိန်နှင့် ရလဒ်ကို သတိပေးပါသည်။</li><li><strong>ခေတ္တရပ်နားခြင်းနှင့် ကိုယ်တိုင်ပိတ်ပင်ခြင်း:</strong> <a href="/member#responsible-gaming">ထိုစာမျက်နှာ</a>တွင် ၂၄ နာရီမှ ၆ ပတ်အထိ ရပ်နားခြင်း သို့မဟုတ် ၆ လမှ ၅ နှစ်အထိ ကိုယ်တိုင်ပိတ်ပင်နိုင်ပါသည်။ မည်သူမျှ စောစီးစွာ အဆုံးမသတ်နိုင်ပါ။</li></ul>
<h3>သတိပေးလက္ခဏာများ</h3><p>စီစဉ်ထားသည်ထက် ပိုသုံးခြင်း၊ ငွေချေး၍ ကစားခြင်း၊ မိသားစုထံ ဖုံးကွယ်ခြင်း သို့မဟုတ် မကစားရလျှင် စိုးရိမ်ခြင်း။ ဤသို့ဖြစ်ပါက ခေတ္တရပ်ပြီး ယုံကြည်ရသူနှင့် ဆွေးနွေးပါ။</p>
<p>အသက် ၁၈ နှစ်အောက် ကစားခွင့်မရှိပါ။</p>`,
    },
  },
  {
    id: 'faq',
    title: { en: 'FAQ', zh: '常见问题', my: 'မေးလေ့ရှိသော မေးခွန်းများ' },
    content: {
      en: `<h3>I forgot my password. What now?</h3><p>Use "Forgot password" in the login window and reset it by email or SMS. After the reset you are logged in automatically.</p>
<h3>Why was my deposit not credited yet?</h3><p>Online payments are credited within minutes. A bank transfer is credited after the cashier team matches it, usually within 15 minutes during service hours. Keep your transfer receipt and send it through feedback if it takes longer than an hour.</p>
<h3>How long does a withdrawal take?</h3><p>Most withdrawals are approved within 30 minutes and reach your bank the same day. You get a notice the moment it is approved or rejected.</p>
<h3>What is the payment password?</h3><p>A second password, set in the security centre, that confirms withdrawals and transfers. It is different from your login password.</p>
<h3>Can I change my payee name or bank account?</h3><p>The payee name cannot be changed by yourself; contact customer service with proof of identity. You can bind additional bank accounts in your name.</p>
<h3>How do I check a lottery result?</h3><p>Open the lottery page for recent draws, or verify any draw on the fairness page with its issue number.</p>
<h3>How do I reach customer service?</h3><p>Use live chat or Telegram from the header, or send feedback with screenshots from the member centre. Feedback replies appear under "My feedback" and you are notified when one arrives.</p>`,
      zh: `<h3>忘记密码怎么办？</h3><p>在登录窗口点击"忘记密码"，通过电子邮箱或短信重设。重设后会自动登录。</p>
<h3>为什么充值还没有到账？</h3><p>在线支付通常几分钟内到账。银行转账需要财务团队核对后入账，服务时间内通常在 15 分钟内完成。如超过一小时仍未到账，请保留转账凭证并通过意见反馈提交。</p>
<h3>提款需要多长时间？</h3><p>大多数提款在 30 分钟内审核通过，当天到达您的银行账户。审核通过或被拒绝时，您会立即收到通知。</p>
<h3>什么是资金密码？</h3><p>在安全中心设置的第二组密码，用于确认提款和转账，与登录密码不同。</p>
<h3>可以修改收款人姓名或银行账户吗？</h3><p>收款人姓名不能自行修改，请携带身份证明联系客服。您可以绑定多个本人名下的银行账户。</p>
<h3>如何查询彩票开奖结果？</h3><p>在彩票页面查看最近开奖，或在公平性页面输入期号验证任意一期开奖。</p>
<h3>如何联系客服？</h3><p>使用页头的在线客服或 Telegram，或在会员中心提交附带截图的意见反馈。回复会显示在"我的反馈"中，并在收到时通知您。</p>`,
      my: `<h3>စကားဝှက် မေ့သွားပါက ဘာလုပ်ရမလဲ။</h3><p>ဝင်ရောက်ရန် ဝင်းဒိုးရှိ "စကားဝှက်မေ့နေသည်" ကို နှိပ်ပြီး အီးမေးလ် သို့မဟုတ် SMS ဖြင့် ပြန်သတ်မှတ်ပါ။ ပြန်သတ်မှတ်ပြီးနောက် အလိုအလျောက် ဝင်ရောက်ပါမည်။</p>
<h3>ငွေသွင်းထားသည်မှာ ဘာကြောင့် မရောက်သေးသနည်း။</h3><p>အွန်လိုင်းငွေပေးချေမှုများသည် မိနစ်အနည်းငယ်အတွင်း ရောက်ပါသည်။ ဘဏ်လွှဲငွေကို ငွေကိုင်အဖွဲ့က တိုက်စစ်ပြီးနောက် ထည့်သွင်းပေးပြီး ဝန်ဆောင်ချိန်အတွင်း ပုံမှန်အားဖြင့် ၁၅ မိနစ်အတွင်း ပြီးပါသည်။ တစ်နာရီထက်ကြာပါက ငွေလွှဲပြေစာကို အကြံပြုချက်မှ ပို့ပါ။</p>
<h3>ငွေထုတ်ခြင်း ဘယ်လောက်ကြာသနည်း။</h3><p>ငွေထုတ်ခြင်းအများစုကို မိနစ် ၃၀ အတွင်း အတည်ပြုပြီး တစ်နေ့တည်း သင့်ဘဏ်သို့ ရောက်ပါသည်။ အတည်ပြု သို့မဟုတ် ငြင်းပယ်သည့်အခါ ချက်ချင်း အသိပေးချက် ရရှိပါမည်။</p>
<h3>ငွေပေးချေမှု စကားဝှက်ဆိုသည်မှာ ဘာလဲ။</h3><p>လုံခြုံရေးစင်တာတွင် သတ်မှတ်သော ဒုတိယစကားဝှက်ဖြစ်ပြီး ငွေထုတ်ခြင်းနှင့် ငွေလွှဲခြင်းကို အတည်ပြုရန် အသုံးပြုပါသည်။</p>
<h3>ငွေလက်ခံသူအမည် သို့မဟုတ် ဘဏ်အကောင့် ပြောင်းနိုင်ပါသလား။</h3><p>ငွေလက်ခံသူအမည်ကို ကိုယ်တိုင်ပြောင်း၍မရပါ။ သက်သေခံကတ်ဖြင့် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။ သင့်အမည်ဖြင့် ဘဏ်အကောင့်များ ထပ်ချိတ်နိုင်ပါသည်။</p>
<h3>ထီရလဒ်ကို မည်သို့ စစ်ဆေးရမလဲ။</h3><p>ထီစာမျက်နှာတွင် နောက်ဆုံးထွက်ဂဏန်းများကို ကြည့်ပါ သို့မဟုတ် မျှတမှုစာမျက်နှာတွင် အပတ်စဉ်နံပါတ်ဖြင့် စစ်ဆေးပါ။</p>
<h3>ဖောက်သည်ဝန်ဆောင်မှုကို မည်သို့ ဆက်သွယ်ရမလဲ။</h3><p>ခေါင်းစီးရှိ live chat သို့မဟုတ် Telegram ကို သုံးပါ သို့မဟုတ် အသင်းဝင်စင်တာမှ ဖန်သားပြင်ဓာတ်ပုံများဖြင့် အကြံပြုချက် ပို့ပါ။ ပြန်စာများကို "ကျွန်ုပ်၏ အကြံပြုချက်" တွင် ပြသပြီး ရောက်ရှိသည့်အခါ အသိပေးပါမည်။</p>`,
    },
  },
  {
    id: 'payments',
    title: { en: 'Deposits & withdrawals', zh: '充值与提款', my: 'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း' },
    content: {
      en: `<h3>How to deposit</h3><ol><li>Open <strong>Deposit</strong> in the header or the member centre.</li><li>Choose a channel: <strong>KBZ Bank transfer</strong> (1,000 – 1,000,000 Ks) or <strong>Fortuna Pay online</strong> (500 – 500,000 Ks).</li><li>Enter the amount. For a bank transfer, transfer exactly that amount to the account shown and keep the receipt.</li><li>Online payments are credited automatically; bank transfers after the cashier team confirms them. You get a notice when the money arrives.</li></ol>
<h3>How to withdraw</h3><ol><li>Bind a bank account in your own name and set a payment password in the security centre (once).</li><li>Open <strong>Withdraw</strong>, choose the bank account, enter the amount and your payment password.</li><li>The amount is held from your balance while the cashier team reviews it (usually within 30 minutes). If it is rejected, the money returns to your balance at once with the reason.</li><li>After payout, confirm in the withdrawal list whether you received it in full, in part or not at all (attach your bank statement if not).</li></ol>
<h3>Good to know</h3><ul><li>Deposits and withdrawals are free of charge on our side; your bank may charge its own fee.</li><li>Withdrawals may require your deposits to be wagered once first (anti-money-laundering rule).</li><li>Never send money to an account that is not shown on the deposit page: our staff will never ask you to.</li></ul>`,
      zh: `<h3>如何充值</h3><ol><li>点击页头或会员中心的<strong>充值</strong>。</li><li>选择渠道：<strong>KBZ 银行转账</strong>（1,000 – 1,000,000 Ks）或<strong>Fortuna Pay 在线支付</strong>（500 – 500,000 Ks）。</li><li>输入金额。银行转账请按显示的账户准确转入该金额，并保留转账凭证。</li><li>在线支付自动到账；银行转账在财务团队确认后到账。款项到账时您会收到通知。</li></ol>
<h3>如何提款</h3><ol><li>在安全中心绑定本人名下的银行账户并设置资金密码（只需一次）。</li><li>打开<strong>提款</strong>，选择银行账户，输入金额和资金密码。</li><li>审核期间（通常 30 分钟内）该金额会从余额中冻结。如被拒绝，款项会立即退回余额并附上原因。</li><li>出款后，请在提款列表中确认是全额到账、部分到账还是未到账（未到账请附上银行流水）。</li></ol>
<h3>注意事项</h3><ul><li>我方不收取充值和提款手续费；您的银行可能另收费用。</li><li>提款前可能需要完成一倍充值金额的流水（反洗钱规定）。</li><li>切勿向充值页面未显示的账户转账：我们的员工绝不会要求您这样做。</li></ul>`,
      my: `<h3>ငွေသွင်းနည်း</h3><ol><li>ခေါင်းစီး သို့မဟုတ် အသင်းဝင်စင်တာရှိ <strong>ငွေသွင်း</strong> ကို ဖွင့်ပါ။</li><li>လမ်းကြောင်းရွေးပါ: <strong>KBZ ဘဏ်လွှဲ</strong> (၁,၀၀၀ – ၁,၀၀၀,၀၀၀ Ks) သို့မဟုတ် <strong>Fortuna Pay အွန်လိုင်း</strong> (၅၀၀ – ၅၀၀,၀၀၀ Ks)။</li><li>ပမာဏထည့်ပါ။ ဘဏ်လွှဲအတွက် ပြသထားသော အကောင့်သို့ ထိုပမာဏအတိအကျ လွှဲပြီး ပြေစာကို သိမ်းထားပါ။</li><li>အွန်လိုင်းငွေပေးချေမှုများ အလိုအလျောက် ရောက်ပြီး ဘဏ်လွှဲငွေကို ငွေကိုင်အဖွဲ့ အတည်ပြုပြီးနောက် ထည့်သွင်းပါသည်။ ငွေရောက်သည့်အခါ အသိပေးချက် ရပါမည်။</li></ol>
<h3>ငွေထုတ်နည်း</h3><ol><li>လုံခြုံရေးစင်တာတွင် သင့်အမည်ဖြင့် ဘဏ်အကောင့်ချိတ်ပြီး ငွေပေးချေမှုစကားဝှက် သတ်မှတ်ပါ (တစ်ကြိမ်သာ)။</li><li><strong>ငွေထုတ်</strong> ကိုဖွင့်၍ ဘဏ်အကောင့်ရွေးပြီး ပမာဏနှင့် ငွေပေးချေမှုစကားဝှက် ထည့်ပါ။</li><li>ငွေကိုင်အဖွဲ့ စစ်ဆေးနေစဉ် (ပုံမှန် မိနစ် ၃၀ အတွင်း) ပမာဏကို လက်ကျန်မှ ထိန်းထားပါသည်။ ငြင်းပယ်ပါက အကြောင်းပြချက်နှင့်အတူ ချက်ချင်း ပြန်ထည့်ပေးပါသည်။</li><li>ငွေပေးချေပြီးနောက် အပြည့်ရ၊ တစ်စိတ်တစ်ပိုင်းရ သို့မဟုတ် မရကြောင်း ငွေထုတ်စာရင်းတွင် အတည်ပြုပါ။</li></ol>
<h3>သိထားသင့်သည်များ</h3><ul><li>ကျွန်ုပ်တို့ဘက်မှ ငွေသွင်း၊ ငွေထုတ် အခကြေးငွေ မယူပါ။ သင့်ဘဏ်က ကိုယ်ပိုင်အခကြေးငွေ ယူနိုင်ပါသည်။</li><li>ငွေထုတ်မီ ငွေသွင်းပမာဏကို တစ်ကြိမ် လောင်းကြေးထပ်ရန် လိုအပ်နိုင်ပါသည်။</li><li>ငွေသွင်းစာမျက်နှာတွင် မပြသော အကောင့်သို့ ဘယ်တော့မှ ငွေမလွှဲပါနှင့်။</li></ul>`,
    },
  },
  {
    id: 'agent',
    title: { en: 'Agent programme', zh: '代理计划', my: 'ကိုယ်စားလှယ် အစီအစဉ်' },
    content: {
      en: `<h3>Earn with your own team</h3><p>As an agent you invite players with your invitation code or link and earn from their play through contracts agreed with your upline.</p>
<h3>Contracts</h3><ul><li><strong>Dividend:</strong> a share of your team's net loss per period (daily, weekly, half-monthly or monthly).</li><li><strong>Daily and hourly salary:</strong> a rate on your team's valid bets, paid per day or per hour.</li><li><strong>Real-time salary:</strong> paid as your team's bets settle.</li></ul>
<p>Your rate can never exceed your upline's. Offered contracts appear in the agent centre, where you sign or decline them; settlements are paid to your main wallet and listed in your account record.</p>
<h3>Tools in the agent centre</h3><p>Team overview, register accounts for your team, team betting and profit reports, transfers to your downlines and the agent announcements.</p>
<h3>How to apply</h3><p>Open the <a href="/agent">agent page</a> or contact customer service (Monday to Friday, 12:00–21:00).</p>`,
      zh: `<h3>与您的团队一起赚取收益</h3><p>作为代理，您可以通过邀请码或推广链接邀请玩家，并依据与上级约定的契约从团队的游戏中获得收益。</p>
<h3>契约类型</h3><ul><li><strong>分红：</strong>按周期（每日、每周、半月或每月）分享团队净输额的一定比例。</li><li><strong>日工资与时薪：</strong>按团队有效投注的比例，每日或每小时发放。</li><li><strong>实时工资：</strong>在团队注单结算时即时发放。</li></ul>
<p>您的比例不能高于上级。上级发出的契约显示在代理中心，由您签署或拒绝；结算款项发放到您的主钱包，并列在账户记录中。</p>
<h3>代理中心工具</h3><p>团队总览、为团队开户、团队投注和盈亏报表、向下级转账以及代理公告。</p>
<h3>如何申请</h3><p>打开<a href="/agent">代理页面</a>或联系客服（周一至周五 12:00–21:00）。</p>`,
      my: `<h3>သင့်အဖွဲ့ဖြင့် ဝင်ငွေရှာပါ</h3><p>ကိုယ်စားလှယ်အနေဖြင့် ဖိတ်ကြားကုဒ် သို့မဟုတ် လင့်ခ်ဖြင့် ကစားသမားများကို ဖိတ်ခေါ်ပြီး အထက်လူနှင့် သဘောတူထားသော စာချုပ်များအတိုင်း ၎င်းတို့၏ ကစားမှုမှ ဝင်ငွေရရှိပါသည်။</p>
<h3>စာချုပ်များ</h3><ul><li><strong>အမြတ်ခွဲဝေ:</strong> ကာလတစ်ခုစီ (နေ့စဉ်၊ အပတ်စဉ်၊ လဝက် သို့မဟုတ် လစဉ်) အဖွဲ့၏ အသားတင်အရှုံးမှ ရာခိုင်နှုန်း။</li><li><strong>နေ့စဉ်နှင့် နာရီစဉ်လစာ:</strong> အဖွဲ့၏ တရားဝင်လောင်းကြေးအပေါ် နှုန်းထားဖြင့် နေ့စဉ် သို့မဟုတ် နာရီစဉ် ပေးချေပါသည်။</li><li><strong>အချိန်နှင့်တပြေးညီလစာ:</strong> အဖွဲ့၏ လောင်းကြေးများ ရှင်းလင်းသည့်အခါ ပေးချေပါသည်။</li></ul>
<p>သင့်နှုန်းထားသည် အထက်လူ၏နှုန်းထက် မကျော်နိုင်ပါ။ ကမ်းလှမ်းထားသော စာချုပ်များကို ကိုယ်စားလှယ်စင်တာတွင် လက်မှတ်ထိုး သို့မဟုတ် ငြင်းပယ်နိုင်ပြီး ငွေပေးချေမှုများကို ပင်မပိုက်ဆံအိတ်သို့ ထည့်ပေးပါသည်။</p>
<h3>ကိုယ်စားလှယ်စင်တာ ကိရိယာများ</h3><p>အဖွဲ့ခြုံငုံသုံးသပ်ချက်၊ အဖွဲ့အတွက် အကောင့်ဖွင့်ခြင်း၊ အဖွဲ့လောင်းကြေးနှင့် အမြတ်အရှုံးအစီရင်ခံစာများ၊ အောက်လူများသို့ ငွေလွှဲခြင်းနှင့် ကိုယ်စားလှယ်ကြေညာချက်များ။</p>
<h3>လျှောက်ထားနည်း</h3><p><a href="/agent">ကိုယ်စားလှယ်စာမျက်နှာ</a>ကို ဖွင့်ပါ သို့မဟုတ် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ (တနင်္လာ မှ သောကြာ ၁၂:၀၀–၂၁:၀၀)။</p>`,
    },
  },
];
