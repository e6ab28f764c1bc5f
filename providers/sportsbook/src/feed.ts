import { z } from 'zod';
import { readMarketKey, readSelectionKey } from './markets/keys';
import { matchResultSchema, scoreSchema } from './markets/results';
import { BEST_OF } from './markets/types';
import { MAX_ODDS_MILLI, MIN_ODDS_MILLI } from './odds/formats';

/**
 * The feed: what a data provider (a real one, or the demo's simulator) sends the book, one message
 * at a time, each about one fixture and stamped with when the provider sent it. The server checks
 * every message with feedMessageSchema before acting on it.
 *
 * - `fixture`: a fixture is announced or its details change.
 * - `status`: scheduled → live → finished, or postponed (with a new start time when known) or
 *   cancelled.
 * - `score`: the live score; for football the clock minute and period, for esports the maps won.
 * - `odds`: new prices for some selections (a null price takes a selection off the board).
 * - `suspension`: betting stops or resumes on the whole fixture, or on some markets.
 * - `result`: the result to settle on; a corrected result comes again with a higher version, and
 *   the server resettles the difference.
 */

const idSchema = z.string().min(1).max(64);
const timeSchema = z.iso.datetime({ offset: true });
const nameSchema = z.string().min(1).max(120);

/** A league, tournament or arena, or a team (or a cock's owner): the provider's id and its display name. */
export const participantSchema = z.object({
  /** The provider's stable id. */
  id: idSchema,
  /** The name shown to members, as the provider gives it. */
  name: nameSchema,
});

/** The sports the feed covers. */
export const sportSchema = z.enum(['football', 'esports', 'cockfight']);

/** A fixture's status. */
export const fixtureStatusSchema = z.enum(['scheduled', 'live', 'finished', 'postponed', 'cancelled']);

const fixtureBase = {
  /** The provider's stable id of the fixture; every other message names it. */
  fixtureId: idSchema,
  /** The league, tournament (esports) or arena (cockfight). */
  league: participantSchema,
  /** The home (first-named) team; in a cockfight, the meron side. */
  home: participantSchema,
  /** The away (second-named) team; in a cockfight, the wala side. */
  away: participantSchema,
  /** Scheduled start, ISO 8601 with an offset ("2026-05-01T20:00:00+08:00"). */
  startTime: timeSchema,
};

/** A fixture as the provider announces it. */
export const fixtureSchema = z.discriminatedUnion('sport', [
  z.object({ sport: z.literal('football'), ...fixtureBase }),
  z.object({
    sport: z.literal('esports'),
    ...fixtureBase,
    /** The game title's id ("dota2", "cs2", "lol", "mlbb"). */
    title: idSchema,
    /** Series length: best of 1, 3 or 5 maps. */
    bestOf: z.literal(BEST_OF),
  }),
  z.object({
    sport: z.literal('cockfight'),
    ...fixtureBase,
    /** The fight's number in the arena's day. */
    fightNumber: z.number().int().positive(),
  }),
]);

/** A football match's period. */
export const footballPeriodSchema = z.enum(['first_half', 'half_time', 'second_half', 'full_time']);

const sideSchema = z.enum(['home', 'away']);

const envelope = {
  /** The fixture the message is about. */
  fixtureId: idSchema,
  /** When the provider sent it, ISO 8601 with an offset; the server ignores a message older than the last it applied. */
  at: timeSchema,
};

/** A price for one selection, in decimal thousandths, or null to take it off the board. */
export const feedPriceSchema = z.object({
  /** The selection's key (markets/keys.ts), e.g. "ah:-0.75:home". */
  selectionKey: z.string().refine((key) => readSelectionKey(key) !== null, 'invalid selection key'),
  /** Decimal odds in thousandths (1950 is 1.950), or null: not offered. */
  oddsMilli: z.number().int().min(MIN_ODDS_MILLI).max(MAX_ODDS_MILLI).nullable(),
});

/** Every message a feed sends (see above). */
export const feedMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('fixture'),
    /** When the provider sent it. */
    at: timeSchema,
    /** The fixture, new or changed. */
    fixture: fixtureSchema,
  }),
  z.object({
    type: z.literal('status'),
    ...envelope,
    /** The new status. */
    status: fixtureStatusSchema,
    /** A postponed fixture's new start, when known. */
    startTime: timeSchema.optional(),
  }),
  z.discriminatedUnion('sport', [
    z.object({
      type: z.literal('score'),
      sport: z.literal('football'),
      ...envelope,
      /** The clock minute, 0..90; stoppage time stays on 45 or 90 and counts in addedTime. */
      minute: z.number().int().min(0).max(90),
      /** Minutes of stoppage time played (45+2 is minute 45, addedTime 2). */
      addedTime: z.number().int().min(0).max(30).optional(),
      /** The period being played. */
      period: footballPeriodSchema,
      /** Goals so far. */
      score: scoreSchema,
      /** The half-time score, once the first half is over. */
      firstHalfScore: scoreSchema.optional(),
    }),
    z.object({
      type: z.literal('score'),
      sport: z.literal('esports'),
      ...envelope,
      /** The winner of each map played so far, in order. */
      maps: z.array(sideSchema).max(5),
    }),
  ]),
  z.object({
    type: z.literal('odds'),
    ...envelope,
    /** New prices; selections not named keep theirs. */
    prices: z.array(feedPriceSchema).min(1).max(500),
  }),
  z.object({
    type: z.literal('suspension'),
    ...envelope,
    /** True stops betting, false resumes it. */
    suspended: z.boolean(),
    /** The markets concerned (market keys, e.g. "ah:-0.75"); left out, the whole fixture. */
    marketKeys: z
      .array(z.string().refine((key) => readMarketKey(key) !== null, 'invalid market key'))
      .min(1)
      .max(200)
      .optional(),
  }),
  z.object({
    type: z.literal('result'),
    ...envelope,
    /** 1 for the first result, one more for each correction. */
    version: z.number().int().min(1),
    /** The result to settle on (markets/results.ts). */
    result: matchResultSchema,
  }),
]);

/** A league, team or arena. */
export type Participant = z.infer<typeof participantSchema>;
/** A sport of the feed. */
export type FeedSport = z.infer<typeof sportSchema>;
/** A fixture's status. */
export type FixtureStatus = z.infer<typeof fixtureStatusSchema>;
/** A fixture as announced. */
export type Fixture = z.infer<typeof fixtureSchema>;
/** A football match's period. */
export type FootballPeriod = z.infer<typeof footballPeriodSchema>;
/** One selection's price in an odds message. */
export type FeedPrice = z.infer<typeof feedPriceSchema>;
/** Any feed message. */
export type FeedMessage = z.infer<typeof feedMessageSchema>;
/** A feed message of one type: FeedMessageOf<'odds'>. */
export type FeedMessageOf<T extends FeedMessage['type']> = Extract<FeedMessage, { type: T }>;
