import { LIMITS } from '@fortuna/shared';
import { type Kysely, sql } from 'kysely';
import type { Database, MemberRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { verifyPassword } from '../auth/password';

const MAX_FAILURES = LIMITS.paymentPasswordMaxFailures;
const LOCK = sql`make_interval(mins => ${LIMITS.paymentPasswordLockMinutes})`;

/**
 * The 6-digit payment password, checked by every call that spends with it (withdrawal, member
 * transfer). A million values fall to a patient guesser, so after `paymentPasswordMaxFailures`
 * wrong guesses within `paymentPasswordLockMinutes` it refuses every check, right or wrong, with
 * `payment_password_locked` and `{ unlockAt }`: the time the oldest of those guesses is that old.
 * The right password, or setting a new one, forgives the wrong guesses. As with login passwords
 * (auth/password-attempts.ts), a guess is written as a failure before it is checked, so guesses
 * racing each other in any number of processes still stop at the limit.
 */
export function createPaymentPasswordCheck(db: Kysely<Database>) {
  /** The recent wrong guesses of a member, newest first, at most MAX_FAILURES, leaving out `own`. */
  const recent = (memberId: number, own: number) =>
    db
      .selectFrom('payment_password_failure')
      .select(sql<Date>`at + ${LOCK}`.as('unlockAt'))
      .where('member_id', '=', memberId)
      .where('id', '<>', own)
      .where(sql<boolean>`at > now() - ${LOCK}`)
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_FAILURES)
      .execute();

  async function forgive(executor: Kysely<Database>, memberId: number): Promise<void> {
    await executor.deleteFrom('payment_password_failure').where('member_id', '=', memberId).execute();
  }

  const locked = (unlockAt: Date | undefined) =>
    new AppError('payment_password_locked', { unlockAt: new Date(unlockAt ?? Date.now()).toISOString() });

  return {
    /** Checks a member's payment password: `payment_password_not_set`, `_incorrect` or `_locked`. */
    async check(member: MemberRow, given: string): Promise<void> {
      if (!member.payment_password_hash) throw new AppError('payment_password_not_set');
      const { id: own } = await db
        .insertInto('payment_password_failure')
        .values({ member_id: member.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      const before = await recent(member.id, own);
      if (before.length >= MAX_FAILURES) {
        // Refused unchecked: not a guess, so it does not push the unlock time further.
        await db.deleteFrom('payment_password_failure').where('id', '=', own).execute();
        throw locked(before[MAX_FAILURES - 1]?.unlockAt);
      }
      if (!(await verifyPassword(member.payment_password_hash, given))) {
        // This guess used the last one: say so now, with the time, rather than at the next try.
        if (before.length + 1 >= MAX_FAILURES) throw locked(before[MAX_FAILURES - 2]?.unlockAt);
        throw new AppError('payment_password_incorrect');
      }
      await forgive(db, member.id);
    },

    /** Forgets a member's wrong guesses (the right password, or a new one set). */
    forgive,
  };
}

export type PaymentPasswordCheck = ReturnType<typeof createPaymentPasswordCheck>;
