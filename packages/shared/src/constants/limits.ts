/** Business constants and limits of spec §9, enforced by server and web alike. */
export const LIMITS = {
  noticePageSize: 9,
  lobbyPageSize: 18,
  homeSectionSize: 6,
  hotListTrimAbove: 12,
  recentOnHome: 6,
  favouriteFetch: 99,
  /** Largest page a game list call serves (the lobby asks for 18). */
  gameListPageSizeMax: 100,
  /** Longest game-name search text, after trimming. */
  gameSearchMaxLength: 50,
  /** Favourites one member may keep; the favourite-ids call returns them all. */
  favouriteMax: 500,
  /** Recent games kept per member; older ones are dropped as new ones are played. */
  recentGamesKept: 60,
  winnerBoardSize: 20,
  sideMenuPromotions: 6,
  vendorDropdownLargeAbove: 10,
  paginationRange: 5,
  paginationMargin: 2,
  rememberMeDays: 1,
  favouriteThrottleMs: 1000,
  captchaRefreshMs: 1000,
  smsButtonThrottleMs: 1000,
  clockIntervalMs: 1000,
  modalAnimationMs: 100,
  bannerAutoplayMs: 5000,
  bannerSlideSpeedMs: 1000,
  bannerSlidesVisible: 3,
  bannerGap: 15,
  qrSizeOnSite: 120,
  qrDefaultSize: 800,
  qrDefaultMargin: 20,
  minimumAge: 18,
  promotionCommentMax: 140,
  uploadImagesMax: 3,
  uploadImageMaxBytes: 5 * 1024 * 1024,
  chunkLoadTimeoutMs: 120_000,
  smsRetryAfterMinutes: 5,
  /** Wrong payment passwords within `paymentPasswordLockMinutes` after which it is locked (issue 15). */
  paymentPasswordMaxFailures: 5,
  /** A locked payment password opens again this long after the oldest of those wrong guesses. */
  paymentPasswordLockMinutes: 30,
  /** How long a login address waits after `login_too_many_attempts`. */
  loginRetryAfterMinutes: 5,
} as const;

/** The value the original product used to flag a default (must-change) password. */
export const DEFAULT_PASSWORD_FLAG = '{secret}';

/** Date-picker presets of spec §9, in days relative to today (negative = past). */
export const DATE_PRESETS = [
  { key: 'previous_7_days', days: -7 },
  { key: 'previous_30_days', days: -30 },
  { key: 'next_7_days', days: 7 },
  { key: 'next_30_days', days: 30 },
] as const;
