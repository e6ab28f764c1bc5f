import type { CredentialRow } from './provider-wallet.repository';

/** The vendor a verified call comes from: its credential, merchant and currency. */
export type ProviderCaller = CredentialRow;

/**
 * A player session as a caller names it: the token (every vendor, over signed HTTP), or, for an
 * in-process caller only (the lottery engine, which stores no tokens), the token's SHA-256.
 */
export type SessionRef = string | Buffer;
