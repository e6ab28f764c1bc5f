import crypto from 'node:crypto';
import { apiClient, freshIp, fund, operatorToken } from '@fortuna/server/testing';
import type { Browser, Page } from '@playwright/test';
import { startOperatorSession, startSessionByApi, uniqueUsername, useFreshAddress } from './accounts';
import { expect, type Site } from './fixtures';

/** The demo password of the members made here (copied from member03, so it is Member123). */
export const MEMBER_PASSWORD = 'Member123';
/** The demo operator of the back office. */
export const OPERATOR = { username: 'operator01', password: 'Operator123' };

/**
 * A member of its own for one test: a copy of member03 (same password and upline, subagent01)
 * under a fresh username, so no other test's balances, bank accounts or withdrawals are touched
 * and nothing needs restoring afterwards. Optionally funded through the ledger.
 */
export async function freshMember(site: Site, fundMinor = 0n): Promise<string> {
  const db = site.database.db;
  const template = await db.selectFrom('member').selectAll().where('username', '=', 'member03').executeTakeFirstOrThrow();
  const username = uniqueUsername('w');
  await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('member')
      .values({
        merchant_id: template.merchant_id,
        username,
        nickname: `Tester ${username.slice(-4)}`,
        type: template.type,
        password_hash: template.password_hash,
        parent_id: template.parent_id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ancestors = await trx
      .selectFrom('member_closure')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', template.parent_id as number)
      .execute();
    await trx
      .insertInto('member_closure')
      .values([
        { ancestor_id: created.id, descendant_id: created.id, depth: 0 },
        ...ancestors.map((a) => ({ ancestor_id: a.ancestor_id, descendant_id: created.id, depth: a.depth + 1 })),
      ])
      .execute();
  });
  if (fundMinor > 0n) await fund(db, username, fundMinor);
  return username;
}

/**
 * A member's page (own visitor address, English unless told) opened logged in on `landing`, once
 * the header shows the balance. The session is started through the API, not the login form (the
 * login journeys are accounts-*.spec.ts); the page then loads straight where the test begins.
 */
export async function memberPage(page: Page, username: string, language: 'en' | 'zh' | 'my' = 'en', landing = '/'): Promise<void> {
  await useFreshAddress(page);
  await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
  await startSessionByApi(page, username, MEMBER_PASSWORD);
  await page.goto(landing);
  await expect(page.getByTestId('account-bar')).toBeVisible();
  await expect(page.getByTestId('balance-amount')).toHaveText(/\d/);
}

/**
 * A second browser context logged in to /backoffice as the demo operator (the back office's own
 * login form is checked in wallet-backoffice.spec.ts; here the session is started through the API).
 */
export async function operatorPage(browser: Browser, site: Site, language: 'en' | 'zh' | 'my' = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const page = await context.newPage();
  await page.addInitScript((l) => localStorage.setItem('fortuna.language', l), language);
  await startOperatorSession(page, site, OPERATOR.username);
  await page.goto('/backoffice/cashier');
  await expect(page.getByTestId('ops-operator')).toHaveText(OPERATOR.username);
  return page;
}

/** A bound bank account and the payment password 246810 for a member, set through the API (not under test there). */
export async function prepareWithdrawals(site: Site, username: string): Promise<{ token: string; bankId: number }> {
  const api = apiClient(site.app);
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username, password: MEMBER_PASSWORD },
    { 'x-forwarded-for': freshIp() },
  );
  const token = login.body.value.token as string;
  const bank = await api.encrypted(
    'POST',
    '/wps/member/bankAccount',
    { bankName: 'KBZ Bank', accountNumber: `9${crypto.randomInt(10_000_000, 99_999_999)}`, payeeName: 'Aung Min' },
    { authorization: token },
  );
  await api.encrypted(
    'POST',
    '/wps/member/paymentPassword',
    { loginPassword: MEMBER_PASSWORD, paymentPassword: '246810', confirmPaymentPassword: '246810' },
    { authorization: token },
  );
  return { token, bankId: bank.body.value.id as number };
}

/** A withdrawal requested and paid out through the API: the member then has a PAID withdrawal to confirm. */
export async function paidWithdrawal(site: Site, prepared: { token: string; bankId: number }, amount: string): Promise<number> {
  const api = apiClient(site.app);
  const created = await api.encrypted(
    'POST',
    '/wps/cashier/withdrawal',
    { bankAccountId: prepared.bankId, amount, paymentPassword: '246810', requestId: crypto.randomUUID() },
    { authorization: prepared.token },
  );
  const id = created.body.value.id as number;
  const ops = await operatorToken(site.database.db);
  await api.post(`/ops/withdrawals/${id}/approve`, {}, { authorization: ops });
  return id;
}

/** The header balance as the member sees it ("1,234.50"). */
export function headerBalance(page: Page) {
  return page.getByTestId('balance-amount');
}

/** A member's main balance in minor units, read from the ledger. */
export async function mainBalance(site: Site, username: string): Promise<bigint> {
  const row = await site.database.db
    .selectFrom('ledger_account as a')
    .innerJoin('member as m', 'm.id', 'a.member_id')
    .select('a.balance')
    .where('a.owner', '=', 'member')
    .where('m.username', '=', username)
    .where('a.kind', '=', 'main')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}
