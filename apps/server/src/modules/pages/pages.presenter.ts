import { type BlogArticle, type BlogSummary, formatMinor, type GameCategory, type OpsBlogPost, type WinnerRow } from '@fortuna/shared';
import type { LocalizedText } from '../../db/schema';
import { maskAccount, nameIn } from '../game-launch/game-launch.presenter';

type Texts = Record<string, { title: string; summary: string; html: string }>;
type PostRow = {
  id: number;
  status: 'draft' | 'published' | 'withdrawn';
  publish_at: Date | null;
  cover_url: string;
  category: string;
  texts: Texts;
  created_at: Date;
  updated_at: Date;
};

/** A settled win as the winners list and the jackpot ranking show it: the account masked as on the winner board. */
export function presentWin(
  row: { total_win: bigint; total_bet: bigint; settled_at: Date | null; username: string; names: LocalizedText; category_code: string },
  language: string,
  decimals: number,
): WinnerRow {
  return {
    winAmount: formatMinor(BigInt(row.total_win), decimals),
    betAmount: formatMinor(BigInt(row.total_bet), decimals),
    player: maskAccount(row.username),
    gameName: nameIn(row.names, language),
    gameType: row.category_code as GameCategory,
    settledAt: new Date(row.settled_at ?? 0).toISOString(),
  };
}

/** The language a post is shown in: the visitor's when written in it, else the merchant's default, English, or its first. */
export function postLanguage(texts: Texts, language: string, fallback: string): string {
  for (const candidate of [language, fallback, 'en']) if (texts[candidate]) return candidate;
  return Object.keys(texts)[0] ?? language;
}

export function presentSummary(row: PostRow, language: string, fallback: string): BlogSummary {
  const shown = postLanguage(row.texts, language, fallback);
  const text = row.texts[shown];
  return {
    id: row.id,
    title: text?.title ?? '',
    summary: text?.summary ?? '',
    coverUrl: row.cover_url,
    category: row.category,
    publishedAt: (row.publish_at ?? row.created_at).toISOString(),
    language: shown,
  };
}

export function presentArticle(row: PostRow, language: string, fallback: string): BlogArticle {
  const summary = presentSummary(row, language, fallback);
  return { ...summary, html: row.texts[summary.language]?.html ?? '' };
}

/** A post in the back office; a published post whose instant is ahead reads `scheduled`. */
export function presentOpsPost(row: PostRow, now: Date): OpsBlogPost {
  const scheduled = row.status === 'published' && row.publish_at !== null && row.publish_at > now;
  return {
    id: row.id,
    status: scheduled ? 'scheduled' : row.status,
    publishAt: row.publish_at?.toISOString() ?? null,
    coverUrl: row.cover_url,
    category: row.category,
    texts: row.texts,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
