/**
 * The registration link of an invitation code: the site's /register page, which opens the register
 * popup and fills the invitation code from `affiliateCode` (auth/register-popup.tsx).
 */
export function invitationLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?${new URLSearchParams({ affiliateCode: code })}`;
}

/** A file name for a code's printable QR image. */
export function qrFileName(code: string): string {
  return `invitation-${code.replace(/[^A-Za-z0-9]/g, '')}.png`;
}
