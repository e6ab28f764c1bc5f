import { type BankAccount, type Deposit, type DepositChannel, formatMinor, type Withdrawal } from '@fortuna/shared';
import type { Selectable } from 'kysely';
import type { BankAccountTable, DepositChannelTable, DepositTable, WithdrawalTable } from '../../db/schema';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Shows only the last four digits of an account number. */
export function maskAccountNumber(n: string): string {
  return `•••• ${n.slice(-4)}`;
}

/** The gateway code of the built-in demo gateway (payment-gateway.ts). */
const SIMULATOR_GATEWAY = 'simulator';

export function presentChannel(c: Selectable<DepositChannelTable>, decimals: number): DepositChannel {
  return {
    code: c.code,
    name: c.name,
    kind: c.kind,
    currency: c.currency,
    minAmount: formatMinor(BigInt(c.min_amount), decimals),
    maxAmount: formatMinor(BigInt(c.max_amount), decimals),
    bankName: c.bank_name,
    accountName: c.account_name,
    accountNumber: c.account_number,
    test: c.gateway === SIMULATOR_GATEWAY,
  };
}

export function presentDeposit(
  d: Selectable<DepositTable>,
  channel: Pick<Selectable<DepositChannelTable>, 'code' | 'kind'>,
  decimals: number,
): Deposit {
  return {
    id: d.id,
    channel: channel.code,
    kind: channel.kind,
    amount: formatMinor(BigInt(d.amount), decimals),
    status: d.status,
    payerReference: d.payer_reference,
    payUrl: d.status === 'PENDING' ? d.pay_url : null,
    failReason: d.fail_reason,
    createdAt: new Date(d.created_at).toISOString(),
    decidedAt: iso(d.decided_at),
  };
}

export function presentBankAccount(b: Selectable<BankAccountTable>): BankAccount {
  return { id: b.id, bankName: b.bank_name, accountNumber: maskAccountNumber(b.account_number), payeeName: b.payee_name };
}

export function presentWithdrawal(
  w: Selectable<WithdrawalTable>,
  bank: Pick<Selectable<BankAccountTable>, 'bank_name' | 'account_number'>,
  decimals: number,
): Withdrawal {
  return {
    id: w.id,
    amount: formatMinor(BigInt(w.amount), decimals),
    status: w.status,
    bankName: bank.bank_name,
    accountNumber: maskAccountNumber(bank.account_number),
    rejectReason: w.reject_reason,
    receivedAmount: w.received_amount === null ? null : formatMinor(BigInt(w.received_amount), decimals),
    createdAt: new Date(w.created_at).toISOString(),
    paidAt: iso(w.paid_at),
    confirmedAt: iso(w.confirmed_at),
  };
}
