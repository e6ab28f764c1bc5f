import { LIMITS } from '@fortuna/shared';
import { describe, expect, it } from 'vitest';
import { proofProblem } from './confirm-withdrawal-dialog';

describe('proofProblem (spec §5 upload limits)', () => {
  it('takes png and jpg up to 5 MB', () => {
    expect(proofProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(proofProblem({ type: 'image/jpeg', size: LIMITS.uploadImageMaxBytes })).toBeNull();
  });

  it('refuses other types and larger files', () => {
    expect(proofProblem({ type: 'image/gif', size: 1000 })).toBe('cashier.proof_type');
    expect(proofProblem({ type: 'application/pdf', size: 1000 })).toBe('cashier.proof_type');
    expect(proofProblem({ type: 'image/png', size: LIMITS.uploadImageMaxBytes + 1 })).toBe('cashier.proof_size');
  });
});
