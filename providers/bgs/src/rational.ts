/** Exact fractions (probabilities and house edges): one implementation, in `@fortuna/shared/rational`. */
export * from '@fortuna/shared/rational';
