import path from 'node:path';
import { totpCode } from '@fortuna/server/testing';
import type { OperatorRole } from '@fortuna/shared';
import type { Page } from '@playwright/test';
import { startOperatorSession, uniqueUsername, useFreshAddress } from './accounts';
import { expect, SCREENSHOT_DIR, type Site } from './fixtures';

/** The demo operators' password (seeded operator01 and every operator these helpers make). */
export const OPERATOR_PASSWORD = 'Operator123';

/** A screenshot of the back office (`ops-<name>.png`). */
export function opsShot(name: string): string {
  return path.join(SCREENSHOT_DIR, `ops-${name}.png`);
}

/**
 * A new operator of `role` with the demo password and, unless `totp` is false, two-factor set up on
 * a secret of its own (returned, so a test can compute its codes with {@link totpCode}).
 */
export async function makeOperator(site: Site, role: OperatorRole, options: { totp?: boolean } = {}) {
  const db = site.database.db;
  const template = await db
    .selectFrom('operator')
    .select(['merchant_id', 'password_hash'])
    .where('username', '=', 'operator01')
    .executeTakeFirstOrThrow();
  const username = `op_${uniqueUsername('x').slice(1)}`;
  const secret =
    'JBSWY3DPEHPK3PXP' +
    uniqueUsername('A')
      .toUpperCase()
      .replace(/[^A-Z2-7]/g, 'A')
      .slice(0, 16)
      .padEnd(16, 'A');
  const totp = options.totp ?? true;
  await db
    .insertInto('operator')
    .values({ ...template, username, role, ...(totp ? { totp_secret: secret, totp_enabled_at: new Date() } : {}) })
    .execute();
  return { username, password: OPERATOR_PASSWORD, secret };
}

/**
 * Opens `/backoffice/<path>` as a new operator of `role`, without the login form (a live session
 * with two-factor passed, made in the database): for tests whose subject is not the login.
 */
export async function operatorPage(
  page: Page,
  site: Site,
  role: OperatorRole,
  pathname = '',
  language: 'en' | 'zh' | 'my' = 'en',
): Promise<string> {
  await useFreshAddress(page);
  await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
  const { username } = await makeOperator(site, role);
  await startOperatorSession(page, site, username, role);
  await page.goto(`/backoffice/${pathname}`);
  await expect(page.getByTestId('ops-operator')).toHaveText(username);
  return username;
}

/** Signs in through the back office's login form: password, then the authenticator's code when asked. */
export async function signInWithTotp(
  page: Page,
  operator: { username: string; password: string; secret: string },
  at = Date.now(),
): Promise<void> {
  const form = page.getByTestId('ops-login-form');
  await form.getByTestId('ops-username').fill(operator.username);
  await form.getByTestId('ops-password').fill(operator.password);
  await form.getByTestId('ops-login-submit').click();
  await form.getByTestId('ops-totp').fill(totpCode(operator.secret, at));
  await form.getByTestId('ops-login-submit').click();
  await expect(page.getByTestId('ops-operator')).toHaveText(operator.username);
}
