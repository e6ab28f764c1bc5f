import { describe, expect, it } from 'vitest';
import { invitationLink, qrFileName } from './invitation-link';

describe('invitation links', () => {
  it('open the register page with the code the register popup reads', () => {
    expect(invitationLink('https://fortuna.example', 'AB2CD3EF')).toBe('https://fortuna.example/register?affiliateCode=AB2CD3EF');
    expect(invitationLink('http://localhost:5173/', 'FORTUNA1')).toBe('http://localhost:5173/register?affiliateCode=FORTUNA1');
  });

  it('name the printable QR after the code', () => {
    expect(qrFileName('AB2CD3EF')).toBe('invitation-AB2CD3EF.png');
  });
});
