/**
 * Names of the demo catalogue's games in English, Chinese and Burmese: the in-house titles (BGS
 * originals, slots and fishing), the reference vendor's one game, and the words the lottery games'
 * names are composed from. Every entry names the same game in all three languages.
 */
export type Word = { en: string; zh: string; my: string };

const w = (en: string, zh: string, my: string): Word => ({ en, zh, my });

/**
 * In-house (BGS) originals, category BGS (docs/decisions/catalogue.md). Baccarat, Dragon Tiger,
 * Roulette, Niu Niu, Shan Koe Mee and Poker come back when the live-tables issue builds them.
 */
export const ORIGINALS: readonly (Word & { code: string; classify: string })[] = [
  { ...w('Crash', '飞天', 'ပျံသန်း'), code: 'crash', classify: 'ARCADE' },
  { ...w('Dice', '骰子', 'အံစာတုံး'), code: 'dice', classify: 'ARCADE' },
  { ...w('Mines', '扫雷', 'မိုင်းရှာ'), code: 'mines', classify: 'ARCADE' },
  { ...w('Plinko', '弹珠', 'ပလင်ကို'), code: 'plinko', classify: 'ARCADE' },
  { ...w('Limbo', '凌波', 'လင်ဘို'), code: 'limbo', classify: 'ARCADE' },
  { ...w('Hi-Lo', '猜大小', 'အကြီးအသေး'), code: 'hi-lo', classify: 'ARCADE' },
  { ...w('Tower', '高塔', 'မျှော်စင်'), code: 'tower', classify: 'ARCADE' },
  { ...w('Coin Flip', '抛硬币', 'ခေါင်းပန်း'), code: 'coin-flip', classify: 'ARCADE' },
  { ...w('Keno', '基诺', 'ကီနို'), code: 'keno', classify: 'LOTTERY' },
  { ...w('Wheel', '幸运轮', 'ကံစမ်းဘီး'), code: 'wheel', classify: 'LOTTERY' },
  { ...w('Lucky 28', '幸运28', 'ကံကောင်း ၂၈'), code: 'lucky-28', classify: 'LOTTERY' },
];

/** In-house (BGS) slots, category RNG, classify SLOTS: 5×3 reels with their own maths (providers/bgs). */
export const IN_HOUSE_SLOTS: readonly (Word & { code: string })[] = [
  { ...w('Jade Temple', '翡翠神殿', 'ကျောက်စိမ်း ဘုရားကျောင်း'), code: 'jade-temple' },
  { ...w('Golden Koi', '黄金锦鲤', 'ရွှေငါးကြင်း'), code: 'golden-koi' },
  { ...w('Thunder Forge', '雷霆熔炉', 'မိုးကြိုး ပန်းပဲဖို'), code: 'thunder-forge' },
  { ...w('Lucky Lanterns', '幸运灯笼', 'ကံကောင်း မီးအိမ်များ'), code: 'lucky-lanterns' },
  { ...w('Monsoon Riches', '季风财富', 'မုတ်သုံ ဓနဥစ္စာ'), code: 'monsoon-riches' },
  { ...w('Sands of Ra', '太阳神之沙', 'ရာနတ်၏ သဲကန္တာရ'), code: 'sands-of-ra' },
];

/** The in-house fishing game, category FISH, classify FISHING. */
export const IN_HOUSE_FISHING: Word & { code: string } = { ...w('Reef Hunter', '珊瑚猎手', 'သန္တာကျောက်တန်း မုဆိုး'), code: 'reef-hunter' };

/** The one game of the reference vendor (providers/reference): its three-reel slot, under its own name. */
export const REFERENCE_GAME: Word & { code: string } = {
  ...w('Classic Three Reels', '经典三轴', 'ဂန္ထဝင် ရီးလ် သုံးခု'),
  code: 'classic-three-reels',
};

/** The spec's lottery types (§3) and the in-house e-lottery kinds. */
export const LOTTERY_TYPES: readonly Word[] = [
  w('SSC', '时时彩', 'SSC'),
  w('11 Choose 5', '11选5', '၁၁ ထဲမှ ၅'),
  w('PK10 Racing', 'PK10赛车', 'PK10 ပြိုင်ကား'),
  w('Mark Six', '六合彩', 'မာ့ခ်ဆစ်'),
  w('3D', '3D', '3D'),
];
export const E_LOTTERY_TYPES: readonly Word[] = [
  w('Fast 3', '快3', 'အမြန် ၃'),
  w('Keno', '基诺', 'ကီနို'),
  w('Lucky 28', '幸运28', 'ကံကောင်း ၂၈'),
  w('Happy 8', '快乐8', 'ပျော်ရွှင် ၈'),
  w('Hash Lottery', '哈希彩', 'ဟက်ရှ် ထီ'),
];

/** Places that lottery draws are named after. */
export const LOTTERY_PLACES: readonly Word[] = [
  w('Yangon', '仰光', 'ရန်ကုန်'),
  w('Mandalay', '曼德勒', 'မန္တလေး'),
  w('Bagan', '蒲甘', 'ပုဂံ'),
  w('Naypyidaw', '内比都', 'နေပြည်တော်'),
  w('Mawlamyine', '毛淡棉', 'မော်လမြိုင်'),
  w('Taunggyi', '东枝', 'တောင်ကြီး'),
  w('Fortuna', '幸运', 'ဖော်တူနာ'),
];

/** Vietnamese provinces of the regional Vietnamese lottery (vendor code TCG_LOTTO_VN). */
export const VN_PROVINCES: readonly Word[] = [
  w('Ha Noi', '河内', 'ဟနွိုင်း'),
  w('Ho Chi Minh', '胡志明', 'ဟိုချီမင်း'),
  w('Da Nang', '岘港', 'ဒါနန်'),
  w('Hai Phong', '海防', 'ဟိုင်ဖုန်း'),
  w('Can Tho', '芹苴', 'ကန်သို'),
  w('Hue', '顺化', 'ဟွေ'),
  w('Khanh Hoa', '庆和', 'ခန်းဟွာ'),
  w('Dong Nai', '同奈', 'ဒုံနိုင်'),
  w('Binh Duong', '平阳', 'ဘင်းဒူအောင်'),
  w('Vung Tau', '头顿', 'ဗုန်တောင်'),
  w('Quang Ninh', '广宁', 'ကွမ်နင်း'),
  w('Nam Dinh', '南定', 'နမ်ဒင်း'),
  w('Bac Ninh', '北宁', 'ဘက်နင်း'),
  w('Tay Ninh', '西宁', 'တေနင်း'),
  w('An Giang', '安江', 'အန်ကျန်း'),
  w('Ben Tre', '槟椥', 'ဘင်ချေ'),
  w('Long An', '隆安', 'လောင်အန်'),
  w('Kien Giang', '坚江', 'ကျန်ကျန်း'),
  w('Dak Lak', '多乐', 'ဒက်လက်'),
  w('Gia Lai', '嘉莱', 'ဂျာလိုင်း'),
  w('Thai Binh', '太平', 'ထိုင်ဘင်း'),
];

/** A province's own draw of the Vietnamese lottery. */
export const VN_LOTTERY: Word = w('Lottery', '彩票', 'ထီ');
/** The fast Vietnamese draws (every few minutes), northern and southern format. */
export const VN_EXPRESS: readonly Word[] = [
  w('North Express', '北部极速彩', 'မြောက်ပိုင်း အမြန်ထီ'),
  w('South Express', '南部极速彩', 'တောင်ပိုင်း အမြန်ထီ'),
];

/** The 4D operators of the regional SEA 4D lottery (vendor code TCG_SEA), each with its own draw. */
export const SEA_OPERATORS: readonly Word[] = [
  w('Malaysia', '马来西亚', 'မလေးရှား'),
  w('Singapore', '新加坡', 'စင်္ကာပူ'),
  w('Sabah', '沙巴', 'ဆာဘား'),
  w('Sarawak', '砂拉越', 'ဆာရာဝပ်'),
  w('Sandakan', '山打根', 'ဆန်ဒါကန်'),
  w('Cambodia', '柬埔寨', 'ကမ္ဘောဒီးယား'),
];
/** The SEA lottery's game. */
export const SEA_4D: Word = w('4D', '4D', '4D');
/** The fast 4D draw (every few minutes). */
export const SEA_EXPRESS: Word = w('4D Express', '4D 极速', '4D အမြန်');

/** Draw intervals of high-frequency lotteries, in minutes. */
export const DRAW_MINUTES = [1, 3, 5, 10] as const;
/** "N min" in each language (Burmese digits for my). */
export function minutesWord(minutes: number): Word {
  return w(`${minutes} Min`, `${minutes}分钟`, `${burmeseDigits(minutes)} မိနစ်`);
}

/** Writes a number with Burmese digits (၀–၉). */
export function burmeseDigits(n: number): string {
  return String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x1040 + Number(d)));
}

/** "All", the implicit first classify tab. */
export const ALL_TITLE: Word = w('All', '全部', 'အားလုံး');
