import { describe, expect, it } from 'vitest';
import { crashHmac, crashPointOf, gameHashAt, planChain, sha256Hex } from './chain';
import { crashPointWeb, sha256HexWeb, verifyCrashGame } from './chain-verify';
import { formatMultiplier } from './crash-point';

/** The worked example of FAIRNESS.md (Crash). */
const VECTOR_SEED = 'f3a1c9e07b2d4856a9e1c3b5d7f90a2c4e6f8091b3d5e7f9a1c3e5f7092b4d6e';
const VECTOR_SALT = 'fortuna';

/** The chain by brute force: chain[L] = seed, chain[i] = SHA-256(chain[i + 1]). */
function naiveChain(seed: string, length: number): string[] {
  const chain: string[] = [];
  chain[length] = seed;
  for (let i = length - 1; i >= 0; i--) chain[i] = sha256Hex(chain[i + 1] as string);
  return chain;
}

describe('the hash chain', () => {
  it('finds every game hash from the checkpoints, as the chain hashed down from the seed', () => {
    const length = 57;
    const naive = naiveChain(VECTOR_SEED, length);
    const plan = planChain(VECTOR_SEED, length, 10);
    expect(plan.terminalHash).toBe(naive[0]);
    expect(Object.keys(plan.checkpoints)).toEqual(['10', '20', '30', '40', '50']);
    for (let n = 1; n <= length; n++) expect(gameHashAt(VECTOR_SEED, plan, n)).toBe(naive[n]);
    expect(gameHashAt(VECTOR_SEED, plan, length)).toBe(VECTOR_SEED);
    expect(() => gameHashAt(VECTOR_SEED, plan, 0)).toThrow(RangeError);
    expect(() => gameHashAt(VECTOR_SEED, plan, length + 1)).toThrow(RangeError);
  });

  it('links each game to the one before: SHA-256(game n) = game n − 1, game 1 to the terminal hash', () => {
    const plan = planChain(VECTOR_SEED, 5, 2);
    expect(sha256Hex(gameHashAt(VECTOR_SEED, plan, 1))).toBe(plan.terminalHash);
    for (let n = 2; n <= 5; n++) expect(sha256Hex(gameHashAt(VECTOR_SEED, plan, n))).toBe(gameHashAt(VECTOR_SEED, plan, n - 1));
  });

  it('is verified the same in the browser (Web Crypto)', async () => {
    const plan = planChain(VECTOR_SEED, 20, 5);
    for (let n = 1; n <= 20; n++) {
      const hash = gameHashAt(VECTOR_SEED, plan, n);
      const previous = n === 1 ? plan.terminalHash : gameHashAt(VECTOR_SEED, plan, n - 1);
      expect(await sha256HexWeb(hash)).toBe(sha256Hex(hash));
      expect(await crashPointWeb(hash, VECTOR_SALT)).toBe(crashPointOf(hash, VECTOR_SALT));
      const verified = await verifyCrashGame({
        hash,
        salt: VECTOR_SALT,
        crashPoint: crashPointOf(hash, VECTOR_SALT),
        previousHash: previous,
      });
      expect(verified.crashMatches && verified.chainMatches).toBe(true);
    }
    const hash = gameHashAt(VECTOR_SEED, plan, 3);
    const forged = await verifyCrashGame({
      hash,
      salt: VECTOR_SALT,
      crashPoint: crashPointOf(hash, VECTOR_SALT) + 1n,
      previousHash: plan.terminalHash,
    });
    expect(forged.crashMatches).toBe(false);
    expect(forged.chainMatches).toBe(false);
  });

  it('gives the test vector of FAIRNESS.md', () => {
    // A chain of 3 games from the example seed: game 3 is the seed itself.
    const plan = planChain(VECTOR_SEED, 3, 1000);
    const rows = [1, 2, 3].map((n) => {
      const hash = gameHashAt(VECTOR_SEED, plan, n);
      const hmac = crashHmac(hash, VECTOR_SALT);
      return { n, hash, hmac13: hmac.slice(0, 13), crash: formatMultiplier(crashPointOf(hash, VECTOR_SALT)) };
    });
    expect(plan.terminalHash).toBe('490b2d9e06ccc566861631c85099b965cb9e73b94a31d967036edb0eb9ba4989');
    expect(rows).toEqual([
      { n: 1, hash: 'b9410dfe293e55c1aab6763413fd72dfb4c6148bc0b86c62cbc8cdcf3f731ba5', hmac13: '1f85d0bea6566', crash: '1.12' },
      { n: 2, hash: 'daba37e3114ff773d2c25472d7a5170a509c4388a98c79533cb79d2616fa3f1d', hmac13: '5ead4e503b869', crash: '1.57' },
      { n: 3, hash: VECTOR_SEED, hmac13: 'db4323deca90c', crash: '6.89' },
    ]);
  });
});
