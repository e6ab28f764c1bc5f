/**
 * Word lists the bench's large catalogue (bench/catalog-data.ts) builds game names from: the
 * generated slot, fishing, card and live titles that once filled the demo. Every entry is one word
 * in English, Chinese and Burmese, so a generated name reads naturally in each language. Modifiers
 * are nouns used attributively ("Golden", 黄金, ရွှေ): in all three languages they go before the
 * noun they qualify, so names compose without grammar rules. Bench data only: no player sees them.
 */
import type { Word } from '../apps/server/src/seed/data/game-words';

const w = (en: string, zh: string, my: string): Word => ({ en, zh, my });

/** Attributive modifiers of slot names. */
export const SLOT_MODIFIERS: readonly Word[] = [
  w('Golden', '黄金', 'ရွှေ'),
  w('Silver', '白银', 'ငွေ'),
  w('Diamond', '钻石', 'စိန်'),
  w('Ruby', '红宝石', 'ပတ္တမြား'),
  w('Jade', '翡翠', 'ကျောက်စိမ်း'),
  w('Pearl', '珍珠', 'ပုလဲ'),
  w('Lucky', '幸运', 'ကံကောင်း'),
  w('Royal', '皇家', 'တော်ဝင်'),
  w('Magic', '魔法', 'မှော်'),
  w('Fire', '烈焰', 'မီး'),
  w('Thunder', '雷霆', 'မိုးကြိုး'),
  w('Moon', '月光', 'လရောင်'),
  w('Sun', '太阳', 'နေ'),
  w('Star', '星辰', 'ကြယ်'),
  w('Sky', '天空', 'ကောင်းကင်'),
  w('Ocean', '海洋', 'သမုဒ္ဒရာ'),
  w('Storm', '风暴', 'မုန်တိုင်း'),
  w('Lotus', '莲花', 'ကြာ'),
  w('Temple', '神殿', 'ဘုရားကျောင်း'),
  w('Jungle', '丛林', 'တောနက်'),
  w('Mountain', '高山', 'တောင်'),
  w('River', '江河', 'မြစ်'),
  w('Island', '海岛', 'ကျွန်း'),
  w('Festival', '节日', 'ပွဲတော်'),
  w('Midnight', '午夜', 'သန်းခေါင်'),
  w('Spring', '春天', 'နွေဦး'),
  w('Lantern', '灯笼', 'မီးအိမ်'),
  w('Crystal', '水晶', 'သလင်း'),
  w('Emerald', '祖母绿', 'မြ'),
  w('Mega', '超级', 'မဂ္ဂါ'),
];

/** The subjects of slot names: creatures, heroes and things. */
export const SLOT_SUBJECTS: readonly Word[] = [
  w('Dragon', '巨龙', 'နဂါး'),
  w('Tiger', '猛虎', 'ကျား'),
  w('Lion', '雄狮', 'ခြင်္သေ့'),
  w('Elephant', '大象', 'ဆင်'),
  w('Garuda', '大鹏', 'ဂဠုန်'),
  w('Peacock', '孔雀', 'ဒေါင်း'),
  w('Horse', '骏马', 'မြင်း'),
  w('Monkey', '猴王', 'မျောက်'),
  w('Panda', '熊猫', 'ပန်ဒါ'),
  w('Buffalo', '水牛', 'ကျွဲ'),
  w('Eagle', '雄鹰', 'လင်းယုန်'),
  w('Wolf', '野狼', 'ဝံပုလွေ'),
  w('King', '国王', 'ဘုရင်'),
  w('Queen', '女王', 'ဘုရင်မ'),
  w('Prince', '王子', 'မင်းသား'),
  w('Princess', '公主', 'မင်းသမီး'),
  w('Hero', '英雄', 'သူရဲကောင်း'),
  w('Warrior', '战士', 'စစ်သည်'),
  w('Spirit', '神灵', 'နတ်'),
  w('Ninja', '忍者', 'နင်ဂျာ'),
  w('Samurai', '武士', 'ဆာမူရိုင်း'),
  w('Pirate', '海盗', 'ပင်လယ်ဓားပြ'),
  w('Hunter', '猎人', 'မုဆိုး'),
  w('Wizard', '巫师', 'မှော်ဆရာ'),
  w('Mermaid', '美人鱼', 'ရေသူမ'),
  w('Coins', '金币', 'ဒင်္ဂါး'),
  w('Gems', '宝石', 'ကျောက်မျက်'),
  w('Bells', '铃铛', 'ခေါင်းလောင်း'),
  w('Fruits', '水果', 'သစ်သီး'),
  w('Candy', '糖果', 'သကြားလုံး'),
  w('Cherry', '樱桃', 'ချယ်ရီ'),
  w('Sevens', '七七', 'ခုနစ်'),
  w('Stars', '群星', 'ကြယ်စင်'),
  w('Palace', '宫殿', 'နန်းတော်'),
  w('Garden', '花园', 'ဥယျာဉ်'),
  w('Forest', '森林', 'သစ်တော'),
  w('Carnival', '嘉年华', 'ကာနီဗယ်'),
  w('Pagoda', '宝塔', 'စေတီ'),
  w('Phoenix', '凤凰', 'ဖီးနစ်'),
  w('Koi', '锦鲤', 'ငါးကြင်း'),
];

/** Words that may close a slot name. */
export const SLOT_SUFFIXES: readonly Word[] = [
  w('Fortune', '财富', 'ကံကြမ္မာ'),
  w('Treasure', '宝藏', 'ရတနာ'),
  w('Legend', '传奇', 'ဒဏ္ဍာရီ'),
  w('Quest', '探险', 'ခရီးစဉ်'),
  w('Riches', '富贵', 'ဓနဥစ္စာ'),
  w('Empire', '帝国', 'အင်ပါယာ'),
  w('Kingdom', '王国', 'နိုင်ငံတော်'),
  w('Nights', '之夜', 'ညများ'),
  w('Jackpot', '大奖', 'ဂျက်ပေါ့'),
  w('Blitz', '闪电', 'လျှပ်စီး'),
  w('Party', '派对', 'ပါတီ'),
  w('Gold', '金矿', 'ရွှေသိုက်'),
  w('Wishes', '心愿', 'ဆုတောင်း'),
  w('Dreams', '梦境', 'အိပ်မက်'),
  w('Rush', '狂潮', 'လှိုင်း'),
  w('Blessing', '祝福', 'မင်္ဂလာ'),
];

/** Sea creatures of fishing games. */
export const FISH_SUBJECTS: readonly Word[] = [
  w('Shark', '鲨鱼', 'ငါးမန်း'),
  w('Whale', '鲸鱼', 'ဝေလငါး'),
  w('Octopus', '章鱼', 'ရေဘဝဲ'),
  w('Crab', '螃蟹', 'ဂဏန်း'),
  w('Turtle', '海龟', 'ပင်လယ်လိပ်'),
  w('Mermaid', '美人鱼', 'ရေသူမ'),
  w('Lobster', '龙虾', 'ကျောက်ပုစွန်'),
  w('Dolphin', '海豚', 'လင်းပိုင်'),
  w('Toad', '金蟾', 'ဖား'),
  w('Koi', '锦鲤', 'ငါးကြင်း'),
  w('Dragon', '海龙', 'ပင်လယ်နဂါး'),
  w('Kraken', '海怪', 'ပင်လယ်ဘီလူး'),
];

/** Words that close a fishing game's name. */
export const FISH_SUFFIXES: readonly Word[] = [
  w('Hunter', '猎手', 'မုဆိုး'),
  w('King', '王', 'ဘုရင်'),
  w('Fishing', '捕鱼', 'ငါးဖမ်း'),
  w('Party', '派对', 'ပါတီ'),
  w('Legend', '传说', 'ဒဏ္ဍာရီ'),
  w('Bounty', '赏金', 'ဆုငွေ'),
  w('Treasure', '宝藏', 'ရတနာ'),
];

/** Modifiers of live and card games ("Speed Baccarat", 极速百家乐). */
export const TABLE_VARIANTS: readonly Word[] = [
  w('Classic', '经典', 'ဂန္ထဝင်'),
  w('Speed', '极速', 'အမြန်'),
  w('VIP', '贵宾', 'VIP'),
  w('Golden', '黄金', 'ရွှေ'),
  w('Royal', '皇家', 'တော်ဝင်'),
  w('Lucky', '幸运', 'ကံကောင်း'),
  w('Super', '超级', 'စူပါ'),
  w('Mega', '巨额', 'မဂ္ဂါ'),
  w('Grand', '至尊', 'ခမ်းနား'),
  w('Squeeze', '咪牌', 'ဖဲဖွင့်'),
];

/** Card and board games of the PVP category. */
export const CARD_GAMES: readonly (Word & { classify: 'CHESS_CARDS' | 'TABLE_GAMES' })[] = [
  { ...w("Texas Hold'em", '德州扑克', 'တက္ကဆက် ဟိုးလ်ဒမ်'), classify: 'CHESS_CARDS' },
  { ...w('Niu Niu', '牛牛', 'နီယူနီယူ'), classify: 'CHESS_CARDS' },
  { ...w('Rummy', '拉米', 'ရမ်မီ'), classify: 'CHESS_CARDS' },
  { ...w('Teen Patti', '三张牌', 'တီးန်ပတ္တီ'), classify: 'CHESS_CARDS' },
  { ...w('Pai Gow', '牌九', 'ပိုင်ဂေါင်'), classify: 'TABLE_GAMES' },
  { ...w('Mahjong', '麻将', 'မာကျောင်း'), classify: 'CHESS_CARDS' },
  { ...w('Fight the Landlord', '斗地主', 'မြေရှင်တိုက်'), classify: 'CHESS_CARDS' },
  { ...w('Thirteen Cards', '十三张', 'ဖဲဆယ့်သုံးချပ်'), classify: 'CHESS_CARDS' },
  { ...w('Shan Koe Mee', '掸族九点', 'ရှမ်းကိုးမီး'), classify: 'CHESS_CARDS' },
  { ...w('Blackjack', '21点', 'ဘလက်ဂျက်'), classify: 'TABLE_GAMES' },
  { ...w('Dragon Tiger', '龙虎斗', 'နဂါးကျား'), classify: 'TABLE_GAMES' },
  { ...w('Zha Jin Hua', '炸金花', 'ဇာကျင်ဟွာ'), classify: 'CHESS_CARDS' },
  { ...w('Baccarat', '百家乐', 'ဘာကာရာ'), classify: 'TABLE_GAMES' },
  { ...w('Chinese Chess', '象棋', 'တရုတ်စစ်တုရင်'), classify: 'CHESS_CARDS' },
];

/** Live casino games by classify, named as the spec's live classifications. */
export const LIVE_GAMES: Record<string, Word> = {
  BACCARAT: w('Baccarat', '百家乐', 'ဘာကာရာ'),
  SICBO: w('Sic Bo', '骰宝', 'ဆစ်ဘို'),
  ROULETTE: w('Roulette', '轮盘', 'ရူးလက်'),
  DRAGON_TIGER: w('Dragon Tiger', '龙虎', 'နဂါးကျား'),
  BLACKJACK: w('Blackjack', '21点', 'ဘလက်ဂျက်'),
  AHJONG: w('Ahjong', '二八杠', 'အာဂျောင်း'),
  THREE_CARD_POKER: w('3 Card Poker', '三张牌扑克', 'ဖဲသုံးချပ် ပိုကာ'),
  WENZHOU: w('Wenzhou Pai Gow', '温州牌九', 'ဝင်ကျိုး ပိုင်ဂေါင်'),
  SE_DIE: w('Se Die', '色碟', 'ဆယ်ဒီး'),
  FAN_TAN: w('Fan Tan', '番摊', 'ဖန်တန်'),
  NIUNIU: w('Niu Niu', '牛牛', 'နီယူနီယူ'),
  FISH_PRAWN_CRAB: w('Fish Prawn Crab', '鱼虾蟹', 'ငါး ပုစွန် ဂဏန်း'),
  ZJH: w('Zha Jin Hua', '炸金花', 'ဇာကျင်ဟွာ'),
};

/** Kinds of RNG games that are not slots, by classify. */
export const RNG_KINDS: Record<string, readonly Word[]> = {
  SCRATCH_CARDS: [
    w('Scratch', '刮刮乐', 'ခြစ်ကတ်'),
    w('Instant Win', '即开', 'ချက်ချင်းနိုင်'),
    w('Lucky Ticket', '幸运票', 'ကံစမ်းလက်မှတ်'),
    w('Scratch Match', '刮刮配对', 'ခြစ်ပြီး တွဲ'),
  ],
  VIDEO_POKER: [
    w('Video Poker', '视频扑克', 'ဗီဒီယို ပိုကာ'),
    w('Jacks or Better', '杰克高手', 'ဂျက် ပိုကာ'),
    w('Deuces Wild', '百搭二', 'နှစ်ပွင့် ပိုကာ'),
  ],
  TABLE_GAMES: [
    w('Roulette', '轮盘', 'ရူးလက်'),
    w('Blackjack', '21点', 'ဘလက်ဂျက်'),
    w('Baccarat', '百家乐', 'ဘာကာရာ'),
    w('Sic Bo', '骰宝', 'ဆစ်ဘို'),
  ],
  ARCADE: [w('Crash', '飞天', 'ပျံသန်း'), w('Plinko', '弹珠', 'ပလင်ကို'), w('Mines', '扫雷', 'မိုင်းရှာ'), w('Wheel', '幸运轮', 'ဘီး')],
  BINGO: [w('Bingo', '宾果', 'ဘင်ဂို'), w('Keno', '基诺', 'ကီနို')],
};

/** Names of live dealers. */
export const DEALERS: readonly string[] = [
  'Anna',
  'Mimi',
  'Thida',
  'Su Su',
  'Nandar',
  'Linh',
  'Mai',
  'Ploy',
  'Nina',
  'Hana',
  'Yuki',
  'Lily',
  'Rose',
  'Ivy',
  'Jasmine',
  'Aye Aye',
  'Khin',
  'Moe Moe',
  'Zin Mar',
  'Chloe',
  'Sophia',
  'Mia',
  'Bella',
  'Grace',
  'Kim',
  'Lan',
  'Ngoc',
  'Hoa',
  'Ying',
  'Mei',
];
