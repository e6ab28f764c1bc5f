import { TZDate } from '@date-fns/tz';
import {
  CONTRACT_KIND_PERIODS,
  type Contract,
  type ContractKind,
  type ContractOffer,
  type ContractPeriod,
  type ContractTier,
  contractOfferSchema,
  parseMinor,
  percentToPpm,
  ppmToPercent,
} from '@fortuna/shared';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import { formMessage } from '../../lib/form-rules';
import { siteTimeZone } from '../../lib/site-time-zone';

/** Whether a kind's tiers have an active-member threshold (dividend and daily salary do). */
export function countsActiveMembers(kind: ContractKind): boolean {
  return kind === 'dividend' || kind === 'daily_salary';
}

/** Whether a kind's tiers carry a loss-salary rate (real-time salary). */
export function hasLossRate(kind: ContractKind): boolean {
  return kind === 'realtime_salary';
}

/** One row of the tier editor, as typed. */
export type TierRow = { minVolume: string; minActiveMembers: string; rate: string; lossRate: string };

/** The offer form: kind, period (dividend) and tiers. */
export type OfferFormValues = { kind: ContractKind; period: ContractPeriod; tiers: TierRow[] };

/** A blank first tier (from zero volume). */
export const EMPTY_TIER: TierRow = { minVolume: '0', minActiveMembers: '0', rate: '', lossRate: '' };

/** A contract's tiers as editor rows (to offer the same, or start from the agent's own). */
export function tierRows(tiers: readonly ContractTier[]): TierRow[] {
  return tiers.map((tier) => ({
    minVolume: tier.minVolume,
    minActiveMembers: String(tier.minActiveMembers),
    rate: tier.rate,
    lossRate: tier.lossRate ?? '',
  }));
}

/** The contract of a list that is in force (active), if any. */
export function activeContract(list: readonly Contract[] | undefined, kind: ContractKind): Contract | null {
  return list?.find((contract) => contract.kind === kind && contract.status === 'active') ?? null;
}

/**
 * Where a new offer's form starts: the tiers already agreed with (or offered to) that downline,
 * else the agent's own contract of the kind, else one blank tier. The period is the agent's own
 * (the server refuses another) or the kind's default.
 */
export function offerDefaults(kind: ContractKind, own: Contract | null, current: Contract | null): OfferFormValues {
  const from = current ?? own;
  const period = own?.period ?? CONTRACT_KIND_PERIODS[kind][0] ?? 'daily';
  return { kind, period, tiers: from && from.tiers.length > 0 ? tierRows(from.tiers) : [{ ...EMPTY_TIER }] };
}

/** The offer as sent: trimmed text, active members and loss rates only where the kind has them. */
export function toOffer(memberId: number, values: OfferFormValues): ContractOffer {
  const active = countsActiveMembers(values.kind);
  const loss = hasLossRate(values.kind);
  return {
    memberId,
    kind: values.kind,
    ...(values.kind === 'dividend' ? { period: values.period } : {}),
    tiers: values.tiers.map((row) => ({
      minVolume: row.minVolume.trim(),
      minActiveMembers: active ? row.minActiveMembers.trim() || '0' : 0,
      rate: row.rate.trim(),
      lossRate: loss ? row.lossRate.trim() : null,
    })),
  };
}

type NumericTier = { volume: bigint; active: number; rate: number; loss: number };

function numeric(tier: { minVolume: string; minActiveMembers: number | string; rate: string; lossRate: string | null }): NumericTier {
  return {
    volume: parseMinor(String(tier.minVolume)),
    active: Number(tier.minActiveMembers),
    rate: percentToPpm(String(tier.rate)),
    loss: tier.lossRate === null || tier.lossRate === '' ? 0 : percentToPpm(String(tier.lossRate)),
  };
}

function reached(tiers: readonly NumericTier[], volume: bigint, active: number): number | null {
  let index: number | null = null;
  tiers.forEach((tier, i) => {
    if (volume >= tier.volume && active >= tier.active) index = i;
  });
  return index;
}

/** The first offered tier that would pay more than the agent's own contract at some volume and active members. */
export type TierAboveOwn = { index: number; field: 'rate' | 'lossRate'; max: string };

/**
 * The server's rule "a downline's rate never exceeds its upline's" (`contract_rate_exceeds_upline`),
 * checked before sending so the row at fault can say so. Both sides are step functions rising in
 * both thresholds, so comparing them at every pair of thresholds either has covers every point.
 * Returns the lowest offending tier and the most its rate may be there, or null when it fits.
 */
export function tierAboveOwn(offer: ContractOffer['tiers'], own: readonly ContractTier[]): TierAboveOwn | null {
  let offered: NumericTier[];
  let upper: NumericTier[];
  try {
    offered = offer.map((tier) =>
      numeric({
        minVolume: String(tier.minVolume),
        minActiveMembers: String(tier.minActiveMembers ?? 0),
        rate: String(tier.rate),
        lossRate: tier.lossRate === null || tier.lossRate === undefined ? null : String(tier.lossRate),
      }),
    );
    upper = own.map(numeric);
  } catch {
    return null;
  }
  const volumes = [...new Set([...offered, ...upper].map((t) => t.volume))];
  const actives = [...new Set([...offered, ...upper].map((t) => t.active))];
  let worst: TierAboveOwn | null = null;
  for (const volume of volumes) {
    for (const active of actives) {
      const i = reached(offered, volume, active);
      if (i === null || (worst && worst.index <= i)) continue;
      const j = reached(upper, volume, active);
      const ownTier = j === null ? undefined : upper[j];
      const tier = offered[i] as NumericTier;
      const maxRate = ownTier?.rate ?? 0;
      const maxLoss = ownTier?.loss ?? 0;
      if (tier.rate > maxRate) worst = { index: i, field: 'rate', max: ppmToPercent(maxRate) };
      else if (tier.loss > maxLoss) worst = { index: i, field: 'lossRate', max: ppmToPercent(maxLoss) };
    }
  }
  return worst;
}

const FIELD_KEYS: Record<string, string> = {
  minVolume: 'agentCentre.contracts.errors.volume',
  minActiveMembers: 'agentCentre.contracts.errors.active',
  rate: 'agentCentre.contracts.errors.rate',
  lossRate: 'agentCentre.contracts.errors.rate',
};

type TierErrors = Partial<Record<keyof TierRow, { type: string; message: string }>>;

/**
 * The offer form's resolver: the shared `contractOfferSchema` decides what is valid (the server
 * validates with the same schema), its issues become translated messages under the row and field
 * they are about, and an offer that pays more than the agent's own contract is stopped at the row
 * at fault. The values handed to submit are the offer as sent.
 */
export function offerResolver(memberId: number, own: readonly ContractTier[] | null) {
  return (values: OfferFormValues): ResolverResult<OfferFormValues, ContractOffer> => {
    const offer = toOffer(memberId, values);
    const parsed = contractOfferSchema.safeParse(offer);
    const rows: TierErrors[] = [];
    const errors: FieldErrors<OfferFormValues> = {};
    const put = (index: number, field: keyof TierRow, message: string) => {
      const row = rows[index] ?? {};
      if (!row[field]) row[field] = { type: 'validate', message };
      rows[index] = row;
    };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [first, index, field] = issue.path;
        if (first === 'tiers' && typeof index === 'number') {
          if (typeof field === 'string' && FIELD_KEYS[field]) put(index, field as keyof TierRow, formMessage(FIELD_KEYS[field]));
          else put(index, 'minVolume', formMessage('agentCentre.contracts.errors.rising'));
        } else if (first === 'period') {
          errors.period = { type: 'validate', message: formMessage('agentCentre.contracts.errors.period') };
        } else if (first === 'tiers') {
          errors.tiers = { root: { type: 'validate', message: formMessage('agentCentre.contracts.errors.tier_count') } } as never;
        }
      }
    } else if (own) {
      const above = tierAboveOwn(offer.tiers, own);
      if (above) put(above.index, above.field, formMessage('agentCentre.contracts.errors.above_own', { max: above.max }));
    }
    if (rows.length > 0) errors.tiers = rows as never;
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: offer, errors: {} };
  };
}

/** An instant as yyyy-MM-dd and HH:mm in a zone. */
function parts(ms: number, timeZone: string): { day: string; time: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = new TZDate(ms, timeZone);
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/**
 * A settlement period [start, end) for people, on the merchant's clock (the zone its periods are
 * cut in, whatever the browser's): whole days as dates ("2025-03-01", "2025-03-01 – 2025-03-15"),
 * anything else with times ("2025-03-01 14:05–14:10", across midnight with both dates).
 */
export function periodLabel(startIso: string, endIso: string, timeZone: string = siteTimeZone()): string {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return `${startIso} – ${endIso}`;
  const a = parts(start, timeZone);
  const b = parts(end, timeZone);
  if (a.time === '00:00' && b.time === '00:00') {
    // The day before the end's midnight: a local day is 23 to 25 hours, so an hour back is inside it.
    const lastDay = parts(end - 3_600_000, timeZone).day;
    return lastDay === a.day ? a.day : `${a.day} – ${lastDay}`;
  }
  return a.day === b.day ? `${a.day} ${a.time}–${b.time}` : `${a.day} ${a.time} – ${b.day} ${b.time}`;
}
