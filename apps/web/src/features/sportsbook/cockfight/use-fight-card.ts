import type { SportsbookMatch } from '@fortuna/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchMatch, sportsbookKeys, useMatches, useMyBets } from '../api/sportsbook-api';
import { useSportsLobbySocket } from '../api/use-sports-socket';
import { fightResultsKey, RESULTS_READ, useFightResults } from './api/get-fight-results';
import { cockfightBets, fightNumber, mergeFights, onCard } from './fight-board';
import { addResults, boardOf, type FightResult, resultOf } from './fight-results';

/** The member's bets read for the page: the newest of each list (the My bets page pages through the rest). */
const BETS_READ = 50;

/** A fight this page saw end, and when (the stage holds its result for a while). */
export type SeenResult = { match: SportsbookMatch; seenAt: number };

/**
 * The cockfight card, live: the fights to come and under way (the book's in-play, today and early
 * lists of sport `cockfight`, patched by the `/sports` socket), the results board (the book's
 * finished fights), the last fight seen to end, and the member's cockfight bets.
 *
 * A fight that ends leaves the lists (its `sb_match` says finished or cancelled, and the next reload
 * drops it): the page then reads it once (`GET /matches/:id`) for its result, shows it at once, and
 * reads the results again.
 */
export function useFightCard() {
  const client = useQueryClient();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const inplay = useMatches('cockfight', 'inplay');
  const today = useMatches('cockfight', 'today');
  const early = useMatches('cockfight', 'early');
  const results = useFightResults(RESULTS_READ);
  const open = useMyBets('open', 1, BETS_READ);
  const settled = useMyBets('settled', 1, BETS_READ);
  useSportsLobbySocket('cockfight');

  // Every fight of the lists, and those still to come or under way (the card).
  const all = useMemo(() => mergeFights([inplay.data, today.data, early.data]), [inplay.data, today.data, early.data]);
  const fights = useMemo(() => all.filter(onCard), [all]);
  const bets = useMemo(() => cockfightBets([open.data?.rows, settled.data?.rows]), [open.data, settled.data]);

  const [seen, setSeen] = useState<readonly FightResult[]>([]);
  const [latest, setLatest] = useState<SeenResult | null>(null);
  const board = useMemo(() => boardOf(results.data, seen), [results.data, seen]);
  const checking = useRef(new Set<string>());
  const looked = useRef(new Set<string>());
  const known = useRef(new Map<string, SportsbookMatch>());

  /** Reads a fight that ended while the page watched, shows its result and reads the board again. */
  const lookUp = useCallback(
    (matchId: string) => {
      if (checking.current.has(matchId) || looked.current.has(matchId)) return;
      checking.current.add(matchId);
      client
        .fetchQuery({
          queryKey: sportsbookKeys.match(matchId, language),
          queryFn: ({ signal }) => fetchMatch(matchId, signal),
          staleTime: 0,
        })
        .then((match) => {
          const result = resultOf(match);
          if (!result) return;
          looked.current.add(matchId);
          setSeen((before) => addResults(before, [result]));
          setLatest((before) => (before?.match.matchId === match.matchId ? before : { match, seenAt: Date.now() }));
          void client.invalidateQueries({ queryKey: fightResultsKey(RESULTS_READ, language) });
        })
        .catch(() => {
          // A fight that cannot be read now shows on the board with the next read of the results.
        })
        .finally(() => checking.current.delete(matchId));
    },
    [client, language],
  );

  // Fights that ended while the page watched: marked so in a list by the socket, or gone from the card.
  useEffect(() => {
    const lists = [inplay.data, today.data, early.data];
    const ended = new Set<string>();
    for (const match of lists.flatMap((list) => list ?? [])) {
      if (match.sport === 'cockfight' && (match.status === 'finished' || match.status === 'cancelled')) ended.add(match.matchId);
    }
    if (lists.every((list) => list !== undefined)) {
      const onCard = new Set(fights.map((f) => f.matchId));
      for (const id of known.current.keys()) if (!onCard.has(id)) ended.add(id);
      known.current = new Map(fights.map((f) => [f.matchId, f]));
    }
    for (const id of ended) lookUp(id);
  }, [inplay.data, today.data, early.data, fights, lookUp]);

  /** Fight numbers of every fight the page knows, for the member's bets (a bet's legs carry no number). */
  const numbers = useMemo(() => {
    const map = new Map<string, number>();
    for (const result of board) if (result.fightNumber !== null) map.set(result.matchId, result.fightNumber);
    for (const fight of fights) {
      const n = fightNumber(fight);
      if (n !== null) map.set(fight.matchId, n);
    }
    return map;
  }, [board, fights]);

  const reload = useCallback(
    () => void client.invalidateQueries({ queryKey: [...sportsbookKeys.lists, 'matches', 'cockfight'] }),
    [client],
  );
  const lists = [inplay, today, early];
  return {
    /** The fights to come and under way, soonest first. */
    fights,
    /** The same with the fights just marked ended (the stage's choice). */
    all,
    board,
    latest,
    bets,
    numbers,
    betsQuery: { open, settled },
    isPending: lists.some((q) => q.isPending),
    error: lists.find((q) => q.isError)?.error ?? null,
    refetch: () => {
      for (const q of lists) void q.refetch();
    },
    /** Reloads the card now (a fight's betting closed and the socket has not said more yet); the same function every render. */
    reload,
  };
}

export type FightCard = ReturnType<typeof useFightCard>;
