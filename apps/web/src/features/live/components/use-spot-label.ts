import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A spot's name in the reader's language: its own text (`live.spot.<code>`) when it has one,
 * else its code's words (`live.word.<word>`) and numbers ("total_10" → "Total 10").
 */
export function useSpotLabel(): (spot: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (spot: string) => {
      if (i18n.exists(`live.spot.${spot}`)) return t(`live.spot.${spot}`);
      return spot
        .split(/[_-]/)
        .map((word) => (/^\d+$/.test(word) || !i18n.exists(`live.word.${word}`) ? word : t(`live.word.${word}`)))
        .join(' ');
    },
    [t, i18n],
  );
}
