import crypto from 'node:crypto';
import { httpClient, lastCode, operatorToken } from '@fortuna/server/testing';
import type { OperatorRole } from '@fortuna/shared';
import type { Page } from '@playwright/test';
import { demoMerchantId, expect, type Site } from './fixtures';

/**
 * A visitor address of its own for a test (the e2e server trusts x-forwarded-for), so per-address
 * limits and failed-login records of one test never reach another. 198.18.0.0/15 is for testing.
 */
export async function useFreshAddress(page: Page): Promise<string> {
  const ip = `198.19.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  addresses.set(page, ip);
  return ip;
}

/** The visitor address each page was given by {@link useFreshAddress}. */
const addresses = new WeakMap<Page, string>();

/**
 * Opens the site's origin in the page on a tiny static file (no app start-up), so its session
 * storage can be written before the app's first load.
 */
async function openOrigin(page: Page): Promise<string> {
  await page.goto('/favicon.svg');
  return new URL(page.url()).origin;
}

/**
 * Starts a member's (or, with side 'agent', an agent's) session in the page without the login
 * form, for tests where the login is not what is checked (the login journeys keep the form): the
 * same encrypted `POST /wps/session/login` the form sends, from the page's own visitor address,
 * and its answer kept in session storage as the web client's startSession does. The next page
 * load of the app starts logged in.
 */
export async function startSessionByApi(page: Page, username: string, password: string, side?: 'agent'): Promise<void> {
  const origin = await openOrigin(page);
  const ip = addresses.get(page) ?? (await useFreshAddress(page));
  const login = await httpClient(origin).encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password, ...(side ? { side } : {}) },
    { 'x-forwarded-for': ip, device: 'web', merchant: 'FORTUNA' },
  );
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const value = login.body.value as {
    token: string;
    isAgent: boolean;
    isTrial: boolean;
    firstTimeLogin: boolean;
    forceChangePassword: boolean;
  };
  await page.evaluate((v) => {
    sessionStorage.setItem('fortuna.token', v.token);
    sessionStorage.setItem('fortuna.isAgent', String(v.isAgent));
    sessionStorage.setItem('fortuna.isTrial', String(v.isTrial));
    sessionStorage.setItem('fortuna.firstTimeLogin', String(v.firstTimeLogin));
    if (v.forceChangePassword) sessionStorage.setItem('fortuna.mustChangePassword', 'true');
  }, value);
}

/**
 * Starts an operator's back-office session in the page without the login form (the back office's
 * own login and two-factor are checked in wallet-backoffice.spec.ts and ops-operators.spec.ts): a
 * live session with two-factor passed, made in the database, kept under the back office's keys.
 */
export async function startOperatorSession(page: Page, site: Site, username: string, role: OperatorRole = 'owner'): Promise<void> {
  await openOrigin(page);
  const token = await operatorToken(site.database.db, username, role);
  await page.evaluate(
    (a) => {
      sessionStorage.setItem('fortuna.ops.token', a.token);
      sessionStorage.setItem('fortuna.ops.username', a.username);
    },
    { token, username },
  );
}

/** A username nobody has: a letter, then letters and digits (the demo's username rule, 6–16). */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}${crypto.randomBytes(5).toString('hex')}`.slice(0, 14);
}

/** A Myanmar mobile number nobody has (the demo accounts use 94200000xx). */
export function uniqueMobile(): string {
  return `97${crypto.randomInt(10_000_000, 99_999_999)}`;
}

/** The answer of the captcha the page just fetched, read from the database as only a test can. */
export async function captchaAnswer(site: Site, captchaId: string): Promise<string> {
  const row = await site.database.db.selectFrom('captcha_challenge').select('answer').where('id', '=', captchaId).executeTakeFirstOrThrow();
  return row.answer;
}

/** The id of the captcha the page shows (the image button carries it). */
export async function shownCaptchaId(page: Page): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-captcha-id', /.+/);
  return (await image.getAttribute('data-captcha-id')) ?? '';
}

/** Types the answer of the captcha on screen. */
export async function solveShownCaptcha(page: Page, site: Site): Promise<void> {
  await page.getByTestId('captcha-input').fill(await captchaAnswer(site, await shownCaptchaId(page)));
}

/** The latest code texted to a mobile number (the built-in SMS provider writes to message_outbox). */
export async function smsCode(site: Site, dialing: string, mobile: string): Promise<string> {
  const recipient = `+${dialing}${mobile}`;
  await expect
    .poll(
      async () => (await site.database.db.selectFrom('message_outbox').select('id').where('recipient', '=', recipient).execute()).length,
    )
    .toBeGreaterThan(0);
  return lastCode(site.database.db, recipient);
}

/** Turns a whitelabel module on or off for the demo merchant (restore it in `finally`). */
export async function setModule(site: Site, modId: string, enabled: boolean): Promise<void> {
  const merchantId = await demoMerchantId(site);
  await site.database.db
    .updateTable('merchant_module')
    .set({ enabled })
    .where('merchant_id', '=', merchantId)
    .where('mod_id', '=', modId)
    .execute();
}

/** Logs in by username through the /login popup; resolves once the header shows the account bar on /. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  const popup = page.getByTestId('login-popup');
  await popup.getByTestId('login-username').fill(username);
  await popup.getByTestId('login-password').fill(password);
  await popup.getByTestId('login-submit').click();
  await expect(page.getByTestId('account-bar')).toBeVisible();
}
