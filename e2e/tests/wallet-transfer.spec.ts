import { expect, test } from '../fixtures';
import { localeText } from '../locale-text';
import { freshMember, headerBalance, memberPage } from '../wallet';

test('moves money into the REFX wallet (the reference vendor’s transfer-wallet code) and back out with all-out; the total stays and the header follows the main wallet', async ({
  page,
  site,
}) => {
  const username = await freshMember(site, 100_000n);
  await memberPage(page, username, 'en', '/member#wallet');
  const wallet = page.getByTestId('member-section-wallet');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('Ks 1,000.00');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('Ks 1,000.00');
  await expect(wallet.getByTestId('wallet-vendor-REFX-balance')).toHaveText('Ks 0.00');
  await expect(wallet.getByTestId('wallet-out-REFX')).toBeDisabled();

  await wallet.getByTestId('wallet-in-REFX').click();
  const dialog = page.getByTestId('wallet-transfer-dialog');
  await dialog.getByTestId('wallet-transfer-amount').fill('5000');
  await dialog.getByTestId('wallet-transfer-submit').click();
  await expect(dialog.getByTestId('wallet-transfer-amount-error')).toHaveText(
    localeText('en', 'form.amount_max').replace('{{max}}', '1,000.00'),
  );
  await dialog.getByTestId('wallet-transfer-amount').fill('250.50');
  await dialog.getByTestId('wallet-transfer-submit').click();
  await expect(dialog).toHaveCount(0);
  await expect(wallet.getByTestId('wallet-vendor-REFX-balance')).toHaveText('Ks 250.50');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('Ks 749.50');
  await expect(wallet.getByTestId('wallet-total')).toHaveText('Ks 1,000.00');
  await expect(headerBalance(page)).toHaveText('749.50');

  await wallet.getByTestId('wallet-out-REFX').click();
  await dialog.getByTestId('wallet-transfer-all').click();
  await expect(dialog).toHaveCount(0);
  await expect(wallet.getByTestId('wallet-vendor-REFX-balance')).toHaveText('Ks 0.00');
  await expect(wallet.getByTestId('wallet-main')).toHaveText('Ks 1,000.00');
  await expect(headerBalance(page)).toHaveText('1,000.00');

  await page.getByTestId('member-nav-accountRecord').click();
  const record = page.getByTestId('member-section-accountRecord');
  await record.getByTestId('record-kind').selectOption('vendor_transfer');
  // Each transfer moves two wallets: main and REFX, in and out.
  await expect(record.getByTestId('account-record-row')).toHaveCount(4);
  await expect(record.getByTestId('account-record-row').filter({ hasText: 'Reference Studio (transfer wallet)' })).toHaveCount(2);
});
