// The reference slot's page. It talks only to its own vendor server (api/*), which signs and
// sends the protocol calls to the operator's portal. Runs inside the portal's game popup iframe.
(() => {
  const TEXTS = {
    en: {
      title: 'Reference Slot',
      balance: 'Balance',
      lastWin: 'Last win',
      bet: 'Bet',
      spin: 'Spin',
      paytable: 'Paytable',
      rtp: 'Return to player 95.70%',
      playMoney: 'Play money',
      loading: 'Connecting…',
      ready: 'Good luck!',
      win: 'You win {{amount}}!',
      noWin: 'No win this time.',
      twoCherries: 'Two cherries',
      oneCherry: 'Cherry on reel 1',
      insufficient_balance: 'Not enough balance for this bet.',
      launch_token_invalid: 'This game link has expired. Please open the game again.',
      provider_session_expired: 'Your game session has expired. Please open the game again.',
      vendor_session_invalid: 'Your game session has expired. Please open the game again.',
      error: 'Something went wrong. Please try again.',
    },
    zh: {
      title: '参考老虎机',
      balance: '余额',
      lastWin: '上次赢得',
      bet: '投注',
      spin: '旋转',
      paytable: '赔付表',
      rtp: '返还率 95.70%',
      playMoney: '试玩币',
      loading: '连接中…',
      ready: '祝你好运！',
      win: '恭喜赢得 {{amount}}！',
      noWin: '本局未中奖。',
      twoCherries: '两个樱桃',
      oneCherry: '第一轴樱桃',
      insufficient_balance: '余额不足，无法投注。',
      launch_token_invalid: '游戏链接已过期，请重新打开游戏。',
      provider_session_expired: '游戏会话已过期，请重新打开游戏。',
      vendor_session_invalid: '游戏会话已过期，请重新打开游戏。',
      error: '出错了，请重试。',
    },
    my: {
      title: 'ရည်ညွှန်း စလော့',
      balance: 'လက်ကျန်ငွေ',
      lastWin: 'နောက်ဆုံးအနိုင်',
      bet: 'လောင်းကြေး',
      spin: 'လှည့်မည်',
      paytable: 'ဆုကြေးဇယား',
      rtp: 'ကစားသူထံ ပြန်ပေးနှုန်း 95.70%',
      playMoney: 'စမ်းသပ်ငွေ',
      loading: 'ချိတ်ဆက်နေသည်…',
      ready: 'ကံကောင်းပါစေ!',
      win: '{{amount}} နိုင်ပါပြီ!',
      noWin: 'ဤတစ်ကြိမ် မနိုင်ပါ။',
      twoCherries: 'ချယ်ရီ နှစ်လုံး',
      oneCherry: 'ပထမ ရီးလ်တွင် ချယ်ရီ',
      insufficient_balance: 'ဤလောင်းကြေးအတွက် လက်ကျန်ငွေ မလုံလောက်ပါ။',
      launch_token_invalid: 'ဂိမ်းလင့်ခ် သက်တမ်းကုန်သွားပါပြီ။ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
      provider_session_expired: 'ဂိမ်းစက်ရှင် သက်တမ်းကုန်သွားပါပြီ။ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
      vendor_session_invalid: 'ဂိမ်းစက်ရှင် သက်တမ်းကုန်သွားပါပြီ။ ဂိမ်းကို ပြန်ဖွင့်ပါ။',
      error: 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်ကြိုးစားပါ။',
    },
  };
  const GLYPH = { SEVEN: '7', BAR: 'BAR', BELL: 'BELL', PLUM: 'PLUM', LEMON: 'LEMON', CHERRY: 'CHERRY', BLANK: '–' };

  const params = new URLSearchParams(location.search);
  const language = (params.get('lang') || 'en').toLowerCase();
  const texts = TEXTS[language] || TEXTS.en;
  const t = (key, vars) => (texts[key] || TEXTS.en[key] || texts.error).replace(/\{\{(\w+)\}\}/g, (_, name) => (vars ? vars[name] : ''));
  const theme = params.get('theme');
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  document.documentElement.lang = language;

  const $ = (id) => document.getElementById(id);
  const balanceEl = $('balance');
  const lastWinEl = $('last-win');
  const betEl = $('bet');
  const spinEl = $('spin');
  const messageEl = $('message');
  const reelsEl = $('reels');
  let session = null;
  let currency = '';
  let currencySymbol = '';

  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  document.title = t('title');

  const format = (amount) => {
    const [whole, fraction] = amount.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    // As the portal's formatMoney: the symbol first ("Ks 1,234.50"), so the game and the header agree.
    return `${currencySymbol} ${fraction === undefined ? grouped : `${grouped}.${fraction}`}`.trim();
  };
  const say = (text, kind) => {
    messageEl.textContent = text;
    messageEl.className = `message${kind ? ` ${kind}` : ''}`;
  };
  const showLine = (line) => {
    [...reelsEl.children].forEach((reel, i) => {
      const symbol = line[i] || 'BLANK';
      reel.innerHTML = '';
      const span = document.createElement('span');
      span.className = `symbol sym-${symbol}`;
      span.textContent = GLYPH[symbol] || symbol;
      span.dataset.symbol = symbol;
      reel.appendChild(span);
    });
  };
  const setBalance = (balance) => {
    balanceEl.textContent = format(balance);
    balanceEl.dataset.value = balance;
    // Tell the portal around us, so its header can refresh (only to the origin framing us).
    const parentOrigin = location.ancestorOrigins && location.ancestorOrigins.length > 0 ? location.ancestorOrigins[0] : null;
    if (window.parent !== window && parentOrigin) window.parent.postMessage({ type: 'fortuna:balance', balance, currency }, parentOrigin);
  };

  async function call(path, body) {
    const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    let envelope;
    try {
      envelope = await response.json();
    } catch {
      envelope = { success: false, value: null, message: 'error' };
    }
    return envelope;
  }

  function fillPaytable(paytable) {
    const table = $('paytable');
    const rows = [
      ...Object.entries(paytable.threeOfAKind).map(([symbol, pays]) => [`${GLYPH[symbol]} ${GLYPH[symbol]} ${GLYPH[symbol]}`, pays]),
      [t('twoCherries'), paytable.twoCherries],
      [t('oneCherry'), paytable.oneCherry],
    ];
    table.innerHTML = '';
    for (const [label, pays] of rows) {
      const tr = document.createElement('tr');
      const name = document.createElement('td');
      name.textContent = label;
      const value = document.createElement('td');
      value.textContent = `× ${pays}`;
      tr.append(name, value);
      table.appendChild(tr);
    }
  }

  async function start() {
    say(t('loading'));
    // A reload reuses the session this launch opened: the launch token is single-use.
    const storageKey = `reference-slot:${params.get('token') || ''}`;
    let opened = null;
    try {
      opened = JSON.parse(sessionStorage.getItem(storageKey) || 'null');
    } catch {
      opened = null;
    }
    if (!opened) {
      const answer = await call('api/session', {
        token: params.get('token') || '',
        operator: params.get('operator') || '',
        vendor: params.get('vendor') || '',
      });
      if (!answer.success) {
        say(t(answer.message), 'error');
        return;
      }
      opened = answer.value;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(opened));
      } catch {
        // Storage may be blocked in a third-party frame; the session then lasts this page.
      }
    } else {
      const fresh = await call('api/balance', { session: opened.session });
      if (fresh.success) opened.balance = fresh.value.balance;
    }
    session = opened.session;
    currency = opened.currency;
    currencySymbol = opened.currencySymbol || opened.currency;
    $('game-label').textContent = `${opened.vendor} · ${opened.game}`;
    $('play-money').hidden = !opened.playMoney;
    betEl.innerHTML = '';
    for (const bet of opened.bets) {
      const option = document.createElement('option');
      option.value = bet;
      option.textContent = format(bet);
      betEl.appendChild(option);
    }
    fillPaytable(opened.paytable);
    setBalance(opened.balance);
    betEl.disabled = false;
    spinEl.disabled = false;
    say(t('ready'));
  }

  spinEl.addEventListener('click', async () => {
    if (!session) return;
    spinEl.disabled = true;
    betEl.disabled = true;
    reelsEl.classList.remove('won');
    reelsEl.classList.add('spinning');
    say('');
    const started = Date.now();
    const answer = await call('api/spin', { session, bet: betEl.value }).catch(() => ({ success: false, value: null, message: 'error' }));
    // Let the reels turn a moment: a round is over in milliseconds.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 450 - (Date.now() - started))));
    reelsEl.classList.remove('spinning');
    if (answer.success) {
      const round = answer.value;
      showLine(round.line);
      setBalance(round.balance);
      lastWinEl.textContent = format(round.win);
      lastWinEl.dataset.value = round.win;
      reelsEl.dataset.round = round.roundId;
      if (round.multiplier > 0) {
        reelsEl.classList.add('won');
        say(t('win', { amount: format(round.win) }), 'win');
      } else {
        say(t('noWin'));
      }
    } else {
      if (answer.value?.balance) setBalance(answer.value.balance);
      say(t(answer.message), 'error');
    }
    spinEl.disabled = false;
    betEl.disabled = false;
  });

  start().catch(() => say(t('error'), 'error'));
})();
