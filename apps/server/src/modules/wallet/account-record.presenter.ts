import type { AccountEntryDetail } from '@fortuna/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A contract period's length, for the kinds whose period is fixed (the others show their start). */
const PERIOD_MS: Partial<Record<string, number>> = { realtime: 5 * 60_000, hourly: 3_600_000, daily: 86_400_000 };

type Row = { kind: string; reference: string };

/**
 * What each account-record row is, for a person: an i18n key under `wallet.detail.*` and its
 * values, resolved from the ledger reference (a transfer's other member, a contract's kind and
 * period, a lottery issue's game and numero, an order number). A reference of no known shape
 * is shown as it is (`reference`). One query per kind of lookup for the whole page.
 */
export async function describeEntries(
  db: Kysely<Database>,
  memberId: number,
  language: string,
  rows: Row[],
): Promise<AccountEntryDetail[]> {
  const parsed = rows.map((row) => parseReference(row, memberId));
  const memberIds = unique(parsed.flatMap((p) => (p.type === 'transfer' ? [p.other] : [])));
  const contractIds = unique(parsed.flatMap((p) => (p.type === 'contract' ? [p.contractId] : [])));
  const issueIds = unique(parsed.flatMap((p) => (p.type === 'lottery' ? [p.issueId] : [])));
  const [members, contracts, issues] = await Promise.all([
    memberIds.length ? db.selectFrom('member').select(['id', 'username']).where('id', 'in', memberIds).execute() : [],
    contractIds.length ? db.selectFrom('agent_contract').select(['id', 'kind', 'period']).where('id', 'in', contractIds).execute() : [],
    issueIds.length
      ? db
          .selectFrom('lottery_issue as i')
          .innerJoin('lottery_game as g', 'g.id', 'i.lottery_game_id')
          .select(['i.id', 'i.numero', 'g.names', 'g.code'])
          .where('i.id', 'in', issueIds.map(BigInt))
          .execute()
      : [],
  ]);
  const usernames = new Map(members.map((m) => [m.id, m.username]));
  const contractById = new Map(contracts.map((c) => [c.id, c]));
  const issueById = new Map(issues.map((i) => [String(i.id), i]));
  return parsed.map((p, index): AccountEntryDetail => {
    const reference = rows[index]?.reference ?? '';
    if (p.type === 'transfer') {
      const name = usernames.get(p.other);
      return name ? { key: p.outgoing ? 'transfer_to' : 'transfer_from', values: { name } } : { key: 'reference', values: { reference } };
    }
    if (p.type === 'contract') {
      const contract = contractById.get(p.contractId);
      if (!contract) return { key: 'reference', values: { reference } };
      const length = PERIOD_MS[contract.period];
      const from = p.start;
      return length
        ? { key: `contract_period.${contract.kind}`, values: { from, to: new Date(Date.parse(from) + length).toISOString() } }
        : { key: `contract_since.${contract.kind}`, values: { from } };
    }
    if (p.type === 'lottery') {
      const issue = issueById.get(p.issueId);
      if (!issue) return { key: 'reference', values: { reference } };
      const names = (issue.names ?? {}) as Record<string, string>;
      return { key: 'lottery', values: { game: names[language] || names.en || issue.code, numero: issue.numero } };
    }
    if (p.type === 'order') return { key: 'order', values: { id: p.id } };
    if (p.type === 'mission') return { key: 'mission', values: { day: p.day } };
    return { key: 'reference', values: { reference } };
  });
}

type Parsed =
  | { type: 'transfer'; other: number; outgoing: boolean }
  | { type: 'contract'; contractId: number; start: string }
  | { type: 'lottery'; issueId: string }
  | { type: 'order'; id: string }
  | { type: 'mission'; day: string }
  | { type: 'other' };

/** The shapes the money paths write (see each service's `reference:`). */
function parseReference(row: Row, memberId: number): Parsed {
  const ref = row.reference;
  const transfer = /^(\d+)->(\d+)$/.exec(ref);
  if (transfer) {
    const from = Number(transfer[1]);
    const to = Number(transfer[2]);
    return { type: 'transfer', other: from === memberId ? to : from, outgoing: from === memberId };
  }
  const contract = /^contract:(\d+):(.+)$/.exec(ref);
  if (contract && !Number.isNaN(Date.parse(contract[2] ?? '')))
    return { type: 'contract', contractId: Number(contract[1]), start: contract[2] ?? '' };
  // An agent's lottery rebate (`lottery:<issue>`) or a lottery bet's round (`<vendor>:issue:<issue>:<member>`).
  const lottery = /^lottery:(\d+)$/.exec(ref) ?? /^[A-Z_]+:issue:(\d+):\d+$/.exec(ref);
  if (lottery?.[1]) return { type: 'lottery', issueId: lottery[1] };
  if (/^\d+$/.test(ref) && /deposit|withdrawal/.test(row.kind)) return { type: 'order', id: ref };
  const mission = /^mission:[^:]+:(.+)$/.exec(ref);
  if (mission?.[1]) return { type: 'mission', day: mission[1] };
  return { type: 'other' };
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}
