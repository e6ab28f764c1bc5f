/** Deposit channels of the demo operator (amounts in minor units of MMK). */
export const DEMO_DEPOSIT_CHANNELS = [
  {
    code: 'KBZ_BANK',
    name: 'KBZ Bank transfer',
    kind: 'MANUAL_BANK' as const,
    min_amount: 100_000n,
    max_amount: 100_000_000n,
    bank_name: 'KBZ Bank',
    account_name: 'Fortuna Entertainment Co., Ltd.',
    account_number: '0271 0010 5556 7788',
    gateway: null,
  },
  {
    code: 'FORTUNA_PAY',
    name: 'Fortuna Pay (online)',
    kind: 'GATEWAY' as const,
    min_amount: 50_000n,
    max_amount: 50_000_000n,
    bank_name: null,
    account_name: null,
    account_number: null,
    gateway: 'simulator',
  },
];
