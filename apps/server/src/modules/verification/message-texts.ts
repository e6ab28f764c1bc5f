import type { LanguageCode } from '@fortuna/shared';

/** What a message says: the site's name, the code or link, and how long it lasts. */
type Values = { site: string; code?: string; minutes: number; nickname?: string; link?: string };
/** A notice to the contact a member replaced: which contact, and the new one masked. */
type NoticeValues = { site: string; channel: 'mobile' | 'email'; masked: string };
type Texts = {
  smsCode: (v: Values) => string;
  mailCodeSubject: (v: Values) => string;
  mailCodeBody: (v: Values) => string;
  resetSubject: (v: Values) => string;
  resetBody: (v: Values) => string;
  contactChangedSubject: (v: NoticeValues) => string;
  /** The SMS and the mail body alike. */
  contactChangedBody: (v: NoticeValues) => string;
};

/**
 * The SMS and mail texts in each bundled language (en, zh, my — the web's bundled three); whole
 * sentences per language, never a translated word dropped into an English sentence.
 */
const TEXTS: Record<'en' | 'zh' | 'my', Texts> = {
  en: {
    smsCode: (v) => `[${v.site}] Your verification code is ${v.code}. It expires in ${v.minutes} minutes.`,
    mailCodeSubject: (v) => `${v.site} verification code`,
    mailCodeBody: (v) => `Your verification code is ${v.code}. It expires in ${v.minutes} minutes.`,
    resetSubject: (v) => `${v.site}: reset your password`,
    resetBody: (v) =>
      `Hello ${v.nickname},\n\nOpen this link within ${v.minutes} minutes to choose a new password:\n${v.link}\n\nIf you did not ask for this, ignore this mail.`,
    contactChangedSubject: (v) => `${v.site}: your ${v.channel === 'mobile' ? 'mobile number' : 'email address'} was changed`,
    contactChangedBody: (v) =>
      `[${v.site}] The ${v.channel === 'mobile' ? 'mobile number' : 'email address'} of your account was changed to ${v.masked}. If you did not do this, contact customer service at once.`,
  },
  zh: {
    smsCode: (v) => `【${v.site}】您的验证码是 ${v.code}，${v.minutes} 分钟内有效。`,
    mailCodeSubject: (v) => `${v.site} 验证码`,
    mailCodeBody: (v) => `您的验证码是 ${v.code}，${v.minutes} 分钟内有效。`,
    resetSubject: (v) => `${v.site}：重置您的密码`,
    resetBody: (v) =>
      `${v.nickname}，您好：\n\n请在 ${v.minutes} 分钟内打开以下链接设置新密码：\n${v.link}\n\n如果这不是您本人的操作，请忽略此邮件。`,
    contactChangedSubject: (v) => `${v.site}：您的${v.channel === 'mobile' ? '手机号码' : '电子邮箱'}已更改`,
    contactChangedBody: (v) =>
      `【${v.site}】您账户的${v.channel === 'mobile' ? '手机号码' : '电子邮箱'}已更改为 ${v.masked}。如非本人操作，请立即联系客服。`,
  },
  my: {
    smsCode: (v) => `[${v.site}] သင်၏ အတည်ပြုကုဒ်မှာ ${v.code} ဖြစ်သည်။ ${v.minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။`,
    mailCodeSubject: (v) => `${v.site} အတည်ပြုကုဒ်`,
    mailCodeBody: (v) => `သင်၏ အတည်ပြုကုဒ်မှာ ${v.code} ဖြစ်သည်။ ${v.minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။`,
    resetSubject: (v) => `${v.site}- စကားဝှက် ပြန်လည်သတ်မှတ်ရန်`,
    resetBody: (v) =>
      `မင်္ဂလာပါ ${v.nickname}၊\n\nစကားဝှက်အသစ် ရွေးရန် ဤလင့်ခ်ကို ${v.minutes} မိနစ်အတွင်း ဖွင့်ပါ-\n${v.link}\n\nသင် တောင်းဆိုခြင်း မဟုတ်ပါက ဤစာကို လျစ်လျူရှုပါ။`,
    contactChangedSubject: (v) => `${v.site}- သင့်${v.channel === 'mobile' ? 'ဖုန်းနံပါတ်' : 'အီးမေးလ်လိပ်စာ'} ပြောင်းလဲပြီးပါပြီ`,
    contactChangedBody: (v) =>
      `[${v.site}] သင့်အကောင့်၏ ${v.channel === 'mobile' ? 'ဖုန်းနံပါတ်' : 'အီးမေးလ်လိပ်စာ'}ကို ${v.masked} သို့ ပြောင်းလဲပြီးပါပြီ။ သင် ပြုလုပ်ခြင်း မဟုတ်ပါက ဖောက်သည်ဝန်ဆောင်မှုကို ချက်ချင်း ဆက်သွယ်ပါ။`,
  },
};

/** The message texts in `language`; a language without its own falls back to English, as the web does. */
export function messageTexts(language: LanguageCode | string): Texts {
  return TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en;
}
