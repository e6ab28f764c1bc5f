import { describe, expect, it } from 'vitest';
import { confirmationFor } from './confirmation';

describe('a bet confirmation keeps its request id for a retry', () => {
  let n = 0;
  const newId = () => `request-${++n}`;

  it('reuses the pending confirmation for the same round and chips', () => {
    const first = confirmationFor(null, '7', { banker: '10.00', tie: '5.00' }, newId);
    const retry = confirmationFor(first, '7', { tie: '5.00', banker: '10.00' }, newId);
    expect(retry).toBe(first);
    expect(retry.requestId).toBe(first.requestId);
  });

  it('makes a new one for other chips or another round', () => {
    const first = confirmationFor(null, '7', { banker: '10.00' }, newId);
    expect(confirmationFor(first, '7', { banker: '20.00' }, newId).requestId).not.toBe(first.requestId);
    expect(confirmationFor(first, '7', { banker: '10.00', tie: '5.00' }, newId).requestId).not.toBe(first.requestId);
    expect(confirmationFor(first, '8', { banker: '10.00' }, newId).requestId).not.toBe(first.requestId);
    expect(confirmationFor(null, '7', { banker: '10.00' }, newId).requestId).not.toBe(first.requestId);
  });
});
