/** Exact fractions (odds and payouts): one implementation, in `@fortuna/shared/rational`. */
export * from '@fortuna/shared/rational';
