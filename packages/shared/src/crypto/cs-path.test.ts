import { describe, expect, it } from 'vitest';
import { decryptCsPath, encryptCsPath } from './cs-path';

describe('customer-service path encryption', () => {
  it('round-trips and keeps the key in the last 8 characters', async () => {
    const url = 'https://t.me/fortuna_support?start=web&lang=中文';
    const path = await encryptCsPath(url);
    expect(path).not.toContain('t.me');
    expect(path.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(await decryptCsPath(path)).toBe(url);
  });

  it('uses a fresh key and iv each time', async () => {
    const a = await encryptCsPath('https://example.com');
    const b = await encryptCsPath('https://example.com');
    expect(a).not.toBe(b);
  });

  it('refuses a tampered value', async () => {
    const path = await encryptCsPath('https://example.com');
    const tampered = `${path.slice(0, 3)}${path[3] === 'A' ? 'B' : 'A'}${path.slice(4)}`;
    await expect(decryptCsPath(tampered)).rejects.toThrow();
    await expect(decryptCsPath('short')).rejects.toThrow();
  });
});
