import { apiClient, freshIp } from '@fortuna/server/testing';
import { logIn, useFreshAddress } from '../accounts';
import { expect, test } from '../fixtures';

test('an auth-required route without a session lands on /login with the login popup', async ({ page }) => {
  for (const route of ['/member', '/lottery?gameCode=SSC1', '/favorite']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-popup')).toBeVisible();
    await expect(page.getByTestId('home-page')).toBeVisible();
  }
});

test('/register shows home with the register popup; closing it returns to /', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('register-popup')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('register-popup')).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown route shows the not-found page inside the shell', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('app-header')).toBeVisible();
});

test('home aliases all show home', async ({ page }) => {
  for (const route of ['/index', '/index.html', '/home']) {
    await page.goto(route);
    await expect(page.getByTestId('home-page')).toBeVisible();
  }
});

test('/agentHome has no portal shell and sends a visitor without a session to /agent', async ({ page }) => {
  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByTestId('page-title')).toBeVisible();
});

test('a one-time login code in the URL logs in once, leaves the address, and is never stored', async ({ page, site }) => {
  // member04's session elsewhere (another domain or the agent back office) asks for a code for its link.
  const api = apiClient(site.app, { merchant: 'FORTUNA' });
  const login = await api.encrypted(
    'POST',
    '/wps/session/login',
    { type: 'username', username: 'member04', password: 'Member123' },
    { 'x-forwarded-for': freshIp() },
  );
  const issued = await api.post('/wps/session/loginCode', {}, { authorization: login.body.value.token as string });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const code = issued.body.value.code as string;

  await page.goto(`/member?token=${code}`);
  await expect(page).toHaveURL(/\/member$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  expect(stored['fortuna.token']).toBeTruthy();
  expect(Object.values(stored)).not.toContain(code);
  expect(stored['fortuna.token']).not.toBe(login.body.value.token);

  // The same link again, in a fresh tab: the code was used, so it is a guest's visit.
  const again = await page.context().newPage();
  await again.goto(`/?token=${code}`);
  await expect(again).toHaveURL(/\/$/);
  await expect(again.getByTestId('balance')).toHaveCount(0);
  expect(await again.evaluate(() => sessionStorage.getItem('fortuna.token'))).toBeNull();
  await again.close();
});

test('lottery pages hide the side menu', async ({ page }) => {
  await useFreshAddress(page);
  await logIn(page, 'member04', 'Member123');
  await page.goto('/lottery?gameCode=SSC1');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});
