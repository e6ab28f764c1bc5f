import type { LanguageCode, SystemMessageType } from '@fortuna/shared';

/** A system message's texts in one language: `{name}` stands for a payload figure. */
type Template = { title: string; body: string };
type Texts = {
  templates: Record<SystemMessageType | 'TRANSFER_SUCCESS_in', Template>;
  kinds: Record<string, string>;
  /** Reasons written as codes (a gateway's refusal), in words. */
  reasons: Record<string, string>;
  /** A balance after the change, appended where the payload has one. */
  balance: string;
};

const EN: Texts = {
  templates: {
    DEPOSIT_CREDITED: { title: 'Deposit credited', body: '{amount} was added to your main wallet.' },
    DEPOSIT_FAILED: { title: 'Deposit failed', body: 'Your deposit of {amount} was not credited: {reason}' },
    WITHDRAWAL_APPROVED: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal of {amount} has been paid out. Please confirm once it arrives.',
    },
    WITHDRAWAL_REJECTED: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {amount} was rejected and returned to your main wallet: {reason}',
    },
    TRANSFER_SUCCESS: { title: 'Transfer successful', body: 'You sent {amount} to {counterparty}.' },
    TRANSFER_SUCCESS_in: { title: 'Transfer received', body: 'You received {amount} from {counterparty}.' },
    CONTRACT_OFFERED: {
      title: 'Contract offer',
      body: '{counterparty} offered you a {kind} contract. Sign or reject it in your contract requests.',
    },
    CONTRACT_SIGNED: { title: 'Contract signed', body: '{counterparty} signed your {kind} contract.' },
    CONTRACT_REJECTED: { title: 'Offer rejected', body: '{counterparty} rejected your {kind} contract offer.' },
    CONTRACT_TERMINATED: { title: 'Contract ended', body: 'Your {kind} contract with {counterparty} has ended.' },
    SALARY_PAID: { title: 'Salary paid', body: 'Your {kind} of {amount} for {periodStart} – {periodEnd} was added to your main wallet.' },
    DIVIDEND_PAID: {
      title: 'Dividend paid',
      body: 'Your dividend of {amount} for {periodStart} – {periodEnd} was added to your main wallet.',
    },
    PROMOTION_ISSUED: { title: 'Bonus received', body: 'Your bonus of {amount} from “{name}” was added to your main wallet.' },
    VIP_UPGRADED: {
      title: 'VIP upgrade',
      body: 'Congratulations, you reached VIP {level} “{name}”. Upgrade bonus added to your main wallet: {amount}.',
    },
  },
  kinds: { dividend: 'dividend', daily_salary: 'daily salary', hourly_salary: 'hourly salary', realtime_salary: 'real-time salary' },
  reasons: { gateway_failed: 'The payment was not completed.' },
  balance: 'Balance: {balance}.',
};

const ZH: Texts = {
  templates: {
    DEPOSIT_CREDITED: { title: '存款已到账', body: '{amount} 已存入您的主钱包。' },
    DEPOSIT_FAILED: { title: '存款失败', body: '您 {amount} 的存款未到账：{reason}' },
    WITHDRAWAL_APPROVED: { title: '取款已通过', body: '您 {amount} 的取款已出款，到账后请确认。' },
    WITHDRAWAL_REJECTED: { title: '取款被拒绝', body: '您 {amount} 的取款被拒绝，款项已退回主钱包：{reason}' },
    TRANSFER_SUCCESS: { title: '转账成功', body: '您已向{counterparty}转账 {amount}。' },
    TRANSFER_SUCCESS_in: { title: '收到转账', body: '您收到来自{counterparty}的 {amount}。' },
    CONTRACT_OFFERED: { title: '契约邀请', body: '{counterparty} 向您发起了{kind}契约，请在契约请求中签约或拒绝。' },
    CONTRACT_SIGNED: { title: '契约已签署', body: '{counterparty} 已签署您发起的{kind}契约。' },
    CONTRACT_REJECTED: { title: '邀请被拒绝', body: '{counterparty} 拒绝了您的{kind}契约邀请。' },
    CONTRACT_TERMINATED: { title: '契约已解除', body: '您与 {counterparty} 的{kind}契约已解除。' },
    SALARY_PAID: { title: '工资已到账', body: '您 {periodStart} – {periodEnd} 的{kind} {amount} 已存入主钱包。' },
    DIVIDEND_PAID: { title: '分红已到账', body: '您 {periodStart} – {periodEnd} 的分红 {amount} 已存入主钱包。' },
    PROMOTION_ISSUED: { title: '奖金已到账', body: '“{name}”的奖金 {amount} 已存入您的主钱包。' },
    VIP_UPGRADED: { title: 'VIP 升级', body: '恭喜您升级至 VIP {level}「{name}」。晋级礼金 {amount} 已存入您的主钱包。' },
  },
  kinds: { dividend: '分红', daily_salary: '日工资', hourly_salary: '时工资', realtime_salary: '实时工资' },
  reasons: { gateway_failed: '支付未完成。' },
  balance: '余额：{balance}。',
};

const MY: Texts = {
  templates: {
    DEPOSIT_CREDITED: { title: 'ငွေသွင်းမှု ဝင်ရောက်ပြီး', body: '{amount} ကို သင့်ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။' },
    DEPOSIT_FAILED: { title: 'ငွေသွင်းမှု မအောင်မြင်ပါ', body: 'သင့် {amount} ငွေသွင်းမှု မဝင်ရောက်ပါ- {reason}' },
    WITHDRAWAL_APPROVED: {
      title: 'ငွေထုတ်မှု အတည်ပြုပြီး',
      body: 'သင့် {amount} ငွေထုတ်မှုကို ပေးချေပြီးပါပြီ။ ရောက်ရှိလျှင် အတည်ပြုပေးပါ။',
    },
    WITHDRAWAL_REJECTED: {
      title: 'ငွေထုတ်မှု ငြင်းပယ်ခံရသည်',
      body: 'သင့် {amount} ငွေထုတ်မှုကို ငြင်းပယ်ပြီး ပင်မပိုက်ဆံအိတ်သို့ ပြန်အမ်းထားပါသည်- {reason}',
    },
    TRANSFER_SUCCESS: { title: 'ငွေလွှဲမှု အောင်မြင်ပါသည်', body: '{counterparty} ထံ {amount} ပို့ပြီးပါပြီ။' },
    TRANSFER_SUCCESS_in: { title: 'ငွေလွှဲ လက်ခံရရှိပြီး', body: '{counterparty} ထံမှ {amount} လက်ခံရရှိပါသည်။' },
    CONTRACT_OFFERED: {
      title: 'စာချုပ် ကမ်းလှမ်းမှု',
      body: '{counterparty} က သင့်ထံ {kind} စာချုပ် ကမ်းလှမ်းထားသည်။ စာချုပ် တောင်းဆိုမှုများတွင် လက်မှတ်ထိုးပါ သို့မဟုတ် ငြင်းပယ်ပါ။',
    },
    CONTRACT_SIGNED: { title: 'စာချုပ် လက်မှတ်ထိုးပြီး', body: '{counterparty} က သင်၏ {kind} စာချုပ်ကို လက်မှတ်ထိုးပြီးပါပြီ။' },
    CONTRACT_REJECTED: { title: 'ကမ်းလှမ်းမှု ငြင်းပယ်ခံရသည်', body: '{counterparty} က သင်၏ {kind} စာချုပ် ကမ်းလှမ်းမှုကို ငြင်းပယ်လိုက်သည်။' },
    CONTRACT_TERMINATED: { title: 'စာချုပ် ပြီးဆုံးပြီ', body: '{counterparty} နှင့် သင်၏ {kind} စာချုပ် ပြီးဆုံးသွားပြီ။' },
    SALARY_PAID: {
      title: 'လစာ ပေးချေပြီး',
      body: '{periodStart} – {periodEnd} အတွက် သင့် {kind} {amount} ကို သင့်ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။',
    },
    DIVIDEND_PAID: {
      title: 'အမြတ်ဝေစု ပေးချေပြီး',
      body: '{periodStart} – {periodEnd} အတွက် သင့်အမြတ်ဝေစု {amount} ကို သင့်ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။',
    },
    PROMOTION_ISSUED: { title: 'ဆုကြေး ရရှိပြီး', body: '“{name}” မှ ဆုကြေး {amount} ကို သင့်ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။' },
    VIP_UPGRADED: {
      title: 'VIP အဆင့်မြှင့်တင်ပြီး',
      body: 'ဂုဏ်ယူပါသည်၊ VIP {level} “{name}” သို့ ရောက်ရှိပါပြီ။ အဆင့်မြှင့်ဆုကြေး {amount} ကို သင့်ပင်မပိုက်ဆံအိတ်ထဲ ထည့်ပြီးပါပြီ။',
    },
  },
  kinds: { dividend: 'အမြတ်ခွဲဝေ', daily_salary: 'နေ့စားလစာ', hourly_salary: 'နာရီစားလစာ', realtime_salary: 'အချိန်နှင့်တပြေးညီ လစာ' },
  reasons: { gateway_failed: 'ငွေပေးချေမှု မပြီးမြောက်ပါ။' },
  balance: 'လက်ကျန်ငွေ- {balance}။',
};

/** Bundled languages; every other one reads English (as the web's own fallback does). */
const TEXTS: Partial<Record<LanguageCode, Texts>> = { en: EN, zh: ZH, my: MY };

/** How the reader's merchant shows money and days. */
export type RenderContext = { language: LanguageCode; currencySymbol: string; timeZone: string };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A name given per language (`{ en, zh, … }`) in the reader's, else English. */
function namedIn(value: unknown, language: string): string {
  if (!value || typeof value !== 'object') return '';
  const names = value as Record<string, unknown>;
  return text(names[language]) || text(names.en);
}

/** A period bound (an instant) as the merchant's date and time, minutes only. */
function when(value: unknown, timeZone: string): string {
  const date = new Date(text(value));
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * A system message's title and text in the reader's language, from its type and the payload its
 * event stored: amounts with the merchant's currency symbol, contract kinds and coded reasons in
 * words, period bounds in the merchant's time zone. Plain text: the web shows it as text.
 */
export function renderSystemMessage(type: string, payload: Record<string, unknown>, ctx: RenderContext): { title: string; body: string } {
  const texts = TEXTS[ctx.language] ?? EN;
  const key = type === 'TRANSFER_SUCCESS' && payload.direction === 'in' ? 'TRANSFER_SUCCESS_in' : type;
  const template = texts.templates[key as keyof Texts['templates']] ?? EN.templates[key as keyof Texts['templates']];
  if (!template) return { title: type, body: '' };
  const money = (value: unknown) => (text(value) ? `${ctx.currencySymbol} ${text(value)}` : '');
  const reason = text(payload.reason);
  const values = {
    amount: money(payload.amount),
    balance: money(payload.balance),
    reason: texts.reasons[reason] ?? reason,
    counterparty: text(payload.counterparty),
    kind: texts.kinds[text(payload.kind)] ?? text(payload.kind),
    // A VIP level's name travels in every language (`names`); the reader's is shown.
    name: text(payload.name) || namedIn(payload.names, ctx.language),
    level: text(payload.level),
    periodStart: when(payload.periodStart, ctx.timeZone),
    periodEnd: when(payload.periodEnd, ctx.timeZone),
  };
  let body = fill(template.body, values);
  if (values.balance) body = `${body} ${fill(texts.balance, values)}`;
  return { title: template.title, body };
}
