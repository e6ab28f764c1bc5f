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

test('a token in the URL is taken into the session and removed from the address', async ({ page }) => {
  await page.goto('/?token=e2e-token');
  await expect(page).toHaveURL(/\/$/);
});

test('lottery pages hide the side menu', async ({ page }) => {
  await useFreshAddress(page);
  await logIn(page, 'member04', 'Member123');
  await page.goto('/lottery?gameCode=SSC1');
  await expect(page.getByTestId('page-title')).toBeVisible();
  await expect(page.getByTestId('side-menu')).toHaveCount(0);
});
