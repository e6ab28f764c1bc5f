// The offline page's texts in every language the site offers (packages/shared LANGUAGE_CODES), the
// visitor's language and theme as the app stored them (src/i18n/language.ts, src/lib/theme.ts), and
// the way back: a reload once the site answers again, or when the visitor asks.
// A classic script file, not inline: the page's Content-Security-Policy allows scripts from 'self' only.
(() => {
  /** [title, text, retry] by language code. */
  const TEXTS = {
    my: ['အင်တာနက် ချိတ်ဆက်မှု မရှိပါ', 'ချိတ်ဆက်မှုကို စစ်ဆေးပါ။ အင်တာနက် ပြန်ရသည်နှင့် ဤစာမျက်နှာကို အလိုအလျောက် ပြန်ဖွင့်ပါမည်။', 'ထပ်ကြိုးစားရန်'],
    en: ["You're offline", "Check your connection. This page reloads by itself when you're back online.", 'Try again'],
    zh: ['网络已断开', '请检查网络连接。恢复联网后，本页会自动重新加载。', '重试'],
    'zh-TW': ['網路已中斷', '請檢查網路連線。恢復連線後，本頁會自動重新載入。', '重試'],
    ja: ['オフラインです', '接続を確認してください。オンラインに戻ると、このページは自動で再読み込みされます。', '再試行'],
    th: ['คุณออฟไลน์อยู่', 'โปรดตรวจสอบการเชื่อมต่อ หน้านี้จะโหลดใหม่เองเมื่อคุณกลับมาออนไลน์', 'ลองอีกครั้ง'],
    vi: ['Bạn đang ngoại tuyến', 'Hãy kiểm tra kết nối. Trang này sẽ tự tải lại khi bạn có mạng trở lại.', 'Thử lại'],
    es: ['Sin conexión', 'Comprueba tu conexión. Esta página se recargará sola cuando vuelvas a estar en línea.', 'Reintentar'],
    hi: ['आप ऑफ़लाइन हैं', 'अपना कनेक्शन जाँचें। ऑनलाइन होते ही यह पेज अपने-आप फिर से लोड हो जाएगा।', 'फिर से कोशिश करें'],
    id: ['Anda sedang offline', 'Periksa koneksi Anda. Halaman ini akan dimuat ulang otomatis saat Anda kembali online.', 'Coba lagi'],
    km: ['អ្នកមិនមានអ៊ីនធឺណិតទេ', 'សូមពិនិត្យការតភ្ជាប់របស់អ្នក។ ទំព័រនេះនឹងផ្ទុកឡើងវិញដោយស្វ័យប្រវត្តិ នៅពេលអ្នកមានអ៊ីនធឺណិតវិញ។', 'ព្យាយាមម្ដងទៀត'],
    ko: ['오프라인 상태입니다', '연결을 확인하세요. 다시 온라인이 되면 이 페이지가 자동으로 새로고침됩니다.', '다시 시도'],
    ms: [
      'Anda di luar talian',
      'Semak sambungan anda. Halaman ini akan dimuat semula sendiri apabila anda kembali dalam talian.',
      'Cuba lagi',
    ],
    pt: [
      'Está offline',
      'Verifique a sua ligação. Esta página volta a carregar sozinha quando estiver novamente online.',
      'Tentar novamente',
    ],
    'pt-BR': [
      'Você está offline',
      'Verifique sua conexão. Esta página será recarregada automaticamente quando você voltar a ficar online.',
      'Tentar novamente',
    ],
    ta: ['நீங்கள் ஆஃப்லைனில் உள்ளீர்கள்', 'உங்கள் இணைப்பைச் சரிபார்க்கவும். மீண்டும் ஆன்லைனுக்கு வந்ததும் இந்தப் பக்கம் தானாக மீண்டும் ஏற்றப்படும்.', 'மீண்டும் முயல்க'],
    tl: ['Offline ka', 'Tingnan ang iyong koneksyon. Kusang magre-reload ang pahinang ito kapag online ka na ulit.', 'Subukan muli'],
    ur: ['آپ آف لائن ہیں', 'اپنا کنکشن چیک کریں۔ آن لائن ہوتے ہی یہ صفحہ خود بخود دوبارہ لوڈ ہو جائے گا۔', 'دوبارہ کوشش کریں'],
    tr: ['Çevrimdışısınız', 'Bağlantınızı kontrol edin. Yeniden çevrimiçi olduğunuzda bu sayfa kendiliğinden yenilenir.', 'Tekrar dene'],
    bn: ['আপনি অফলাইনে আছেন', 'আপনার সংযোগ পরীক্ষা করুন। আবার অনলাইনে এলে এই পৃষ্ঠাটি নিজে থেকেই আবার লোড হবে।', 'আবার চেষ্টা করুন'],
    ar: ['أنت غير متصل', 'تحقق من اتصالك. ستُعاد تحميل هذه الصفحة تلقائيًا عند عودة الاتصال.', 'إعادة المحاولة'],
    fa: ['شما آفلاین هستید', 'اتصال خود را بررسی کنید. با برقراری دوبارهٔ اتصال، این صفحه خودکار دوباره بارگیری می‌شود.', 'تلاش دوباره'],
    ru: ['Нет подключения к сети', 'Проверьте подключение. Страница перезагрузится сама, когда связь восстановится.', 'Повторить'],
    kk: ['Желіге қосылмағансыз', 'Қосылымды тексеріңіз. Желіге қайта қосылғанда бұл бет өздігінен қайта жүктеледі.', 'Қайталау'],
    uz: ['Siz oflayn rejimdasiz', 'Ulanishni tekshiring. Internet qaytgach, bu sahifa avtomatik qayta yuklanadi.', 'Qayta urinish'],
    lo: ['ທ່ານອອບລາຍຢູ່', 'ກະລຸນາກວດສອບການເຊື່ອມຕໍ່. ໜ້ານີ້ຈະໂຫຼດຄືນເອງເມື່ອທ່ານກັບມາອອນລາຍ.', 'ລອງໃໝ່'],
    ne: ['तपाईं अफलाइन हुनुहुन्छ', 'आफ्नो जडान जाँच गर्नुहोस्। फेरि अनलाइन भएपछि यो पृष्ठ आफैँ पुनः लोड हुनेछ।', 'फेरि प्रयास गर्नुहोस्'],
    si: ['ඔබ නොබැඳි ය', 'ඔබගේ සම්බන්ධතාවය පරීක්ෂා කරන්න. ඔබ නැවත සබැඳි වූ විට මෙම පිටුව ස්වයංක්‍රීයව නැවත පූරණය වේ.', 'නැවත උත්සාහ කරන්න'],
    mn: ['Та офлайн байна', 'Холболтоо шалгана уу. Дахин холбогдоход энэ хуудас автоматаар дахин ачаалагдана.', 'Дахин оролдох'],
    fr: [
      'Vous êtes hors ligne',
      "Vérifiez votre connexion. Cette page se rechargera d'elle-même dès que vous serez de nouveau en ligne.",
      'Réessayer',
    ],
    de: ['Sie sind offline', 'Prüfen Sie Ihre Verbindung. Diese Seite lädt sich neu, sobald Sie wieder online sind.', 'Erneut versuchen'],
  };
  const RTL = ['ar', 'fa', 'ur'];
  // The app's aliases of the same languages (packages/shared normalizeLanguage), lower-cased.
  const ALIASES = { cn: 'zh', 'zh-cn': 'zh', 'zh-hans': 'zh', tw: 'zh-TW', 'zh-hant': 'zh-TW', br: 'pt-BR', jp: 'ja', kr: 'ko', vn: 'vi' };

  /** A stored value, or null where storage is refused (private modes). */
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  /** The stored language's code in TEXTS, else the product default (my), as the app falls back. */
  function language() {
    const raw = (stored('fortuna.language') || '').trim().toLowerCase();
    const code = ALIASES[raw] || Object.keys(TEXTS).find((c) => c.toLowerCase() === raw);
    return code || 'my';
  }

  const root = document.documentElement;
  const theme = stored('fortuna.theme');
  root.dataset.theme = theme === 'light' ? 'light' : 'dark';
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'light' ? '#f4f6fb' : '#0a0f1c');

  const code = language();
  const [title, text, retry] = TEXTS[code];
  root.lang = code;
  root.dir = RTL.includes(code) ? 'rtl' : 'ltr';
  document.title = title;
  document.getElementById('offline-title').textContent = title;
  document.getElementById('offline-text').textContent = text;
  const button = document.getElementById('offline-retry');
  button.textContent = retry;
  button.addEventListener('click', () => location.reload());

  // Back as soon as the site answers again. The browser's online event alone is not enough: it does
  // not fire when the network was never down (the site was unreachable) or came back before the
  // service worker's own requests did. So the page asks /healthz (never cached, apps/web
  // vite.config.ts) now and then, sooner after an online event, and reloads once it answers.
  let delay = 2000;
  let timer = 0;
  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(probe, delay);
    delay = Math.min(delay * 2, 30000);
  }
  function probe() {
    fetch('/healthz', { cache: 'no-store' }).then((response) => (response.ok ? location.reload() : schedule()), schedule);
  }
  window.addEventListener('online', () => {
    delay = 2000;
    probe();
  });
  schedule();
})();
