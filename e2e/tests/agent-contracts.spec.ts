import { logIn } from '../accounts';
import { agentLogIn, agentSession, agentText, contractsText, freshAgent, newPerson, PHONE, prefer, shoot } from '../agent';
import { expect, type Site, test } from '../fixtures';
import { localeText } from '../locale-text';

/** agent01's own hourly salary contract row (the demo's house contract), to squeeze and restore. */
async function agentHourly(site: Site) {
  return site.database.db
    .selectFrom('agent_contract as c')
    .innerJoin('member as m', 'm.id', 'c.member_id')
    .select(['c.id', 'c.tiers'])
    .where('m.username', '=', 'agent01')
    .where('c.kind', '=', 'hourly_salary')
    .where('c.status', '=', 'active')
    .executeTakeFirstOrThrow();
}

test('agent01 offers a downline agent contracts; it signs them in the popup, both see them, and a termination is asked and accepted', async ({
  browser,
  site,
}) => {
  test.setTimeout(480_000);
  const fresh = await freshAgent(site);
  const hourly = await agentHourly(site);

  const up = await newPerson(browser, 'en', 'light');
  try {
    await agentSession(up, 'agent01', 'Agent1234');
    // agent01 holds every kind (the demo's house contracts): every record page is in its menu.
    for (const id of ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary', 'contracts']) {
      await expect(up.getByTestId(`agent-nav-${id}`)).toBeVisible();
    }

    // From team management: the new agent's row offers a contract.
    const team = up.getByTestId('team-management');
    await team.getByTestId('team-search').fill(fresh.username);
    const row = team.locator(`[data-testid="team-row"][data-username="${fresh.username}"]`);
    await row.getByTestId('team-contract').click();
    const dialog = up.getByTestId('offer-dialog');
    await expect(dialog).toContainText(contractsText('en', 'offer.title_to', { name: fresh.username }));
    await dialog.getByTestId('offer-kind').selectOption('realtime_salary');

    // The tiers start from agent01's own real-time salary, shown beside them.
    const tiers = dialog.getByTestId('tier-row');
    await expect(tiers).toHaveCount(2);
    await expect(dialog.getByTestId('offer-own-tiers-row')).toHaveCount(2);
    await expect(tiers.nth(1).getByTestId('tier-rate')).toHaveValue('0.4');
    await expect(tiers.nth(1).getByTestId('tier-lossRate')).toHaveValue('0.7');

    // More than agent01's own is stopped at its row, in the agent's language.
    await tiers.nth(1).getByTestId('tier-rate').fill('0.5');
    await dialog.getByTestId('offer-submit').click();
    await expect(tiers.nth(1).getByTestId('tier-error')).toHaveText(contractsText('en', 'errors.above_own', { max: '0.4' }));
    // A tier is added below the last and removed again.
    await dialog.getByTestId('tier-add').click();
    await expect(tiers).toHaveCount(3);
    await tiers.nth(2).getByTestId('tier-remove').click();
    await expect(tiers).toHaveCount(2);

    await tiers.nth(0).getByTestId('tier-rate').fill('0.25');
    await tiers.nth(0).getByTestId('tier-lossRate').fill('0.4');
    await tiers.nth(1).getByTestId('tier-rate').fill('0.35');
    await expect(dialog.getByTestId('tier-error')).toHaveCount(0);
    await shoot(up, 'contracts-offer-en-light-desktop');
    await dialog.getByTestId('offer-submit').click();
    await expect(dialog.getByTestId('offer-error')).toHaveCount(0);
    await expect(dialog.getByTestId('tier-error')).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expect(up.getByTestId('toast').filter({ hasText: contractsText('en', 'offer.sent', { name: fresh.username }) })).toBeVisible();

    // From the contracts section, in Chinese: an hourly salary, choosing the downline in the dialog.
    await prefer(up, 'zh', 'light');
    await up.goto('/agentHome#contracts');
    // Only the hash changed: load the page again for the language to apply.
    await up.reload();
    await expect(up.locator('html')).toHaveAttribute('lang', 'zh');
    const section = up.getByTestId('contracts-section');
    await section.getByRole('tab', { name: contractsText('zh', 'tabs.downlines') }).click();
    await section.getByTestId('contracts-offer').click();
    await dialog.getByTestId('offer-member').selectOption(String(fresh.id));
    await dialog.getByTestId('offer-kind').selectOption('hourly_salary');
    await expect(tiers).toHaveCount(2);
    await tiers.nth(0).getByTestId('tier-rate').fill('0.15');
    await tiers.nth(1).getByTestId('tier-rate').fill('0.25');
    // agent01's own hourly rates drop while the dialog is open: the server refuses, in Chinese.
    await site.database.db
      .updateTable('agent_contract')
      .set({
        tiers: JSON.stringify([
          { minVolume: '0', minActiveMembers: 0, ratePpm: 1000, lossRatePpm: null },
          { minVolume: '500000', minActiveMembers: 0, ratePpm: 2000, lossRatePpm: null },
        ]),
      })
      .where('id', '=', hourly.id)
      .execute();
    await dialog.getByTestId('offer-submit').click();
    await expect(dialog.getByTestId('offer-error')).toHaveText(localeText('zh', 'errors.contract_rate_exceeds_upline'));
    // The dialog now shows agent01's lower rates beside the tiers, and the agent offers within them.
    await expect(dialog.getByTestId('offer-own-tiers-rate')).toHaveText(['0.1%', '0.2%']);
    await shoot(up, 'contracts-offer-refused-zh-light-desktop');
    await tiers.nth(0).getByTestId('tier-rate').fill('0.1');
    await tiers.nth(1).getByTestId('tier-rate').fill('0.2');
    await dialog.getByTestId('offer-submit').click();
    await expect(dialog).toHaveCount(0);
    await site.database.db
      .updateTable('agent_contract')
      .set({ tiers: JSON.stringify(hourly.tiers) })
      .where('id', '=', hourly.id)
      .execute();

    // Both offers wait for the downline's signature.
    const given = (kind: string) => section.locator(`[data-testid="contract-card"][data-kind="${kind}"]`, { hasText: fresh.username });
    await expect(given('realtime_salary').getByTestId('contract-status')).toHaveText(contractsText('zh', 'statuses.pending'));
    await expect(given('hourly_salary').getByTestId('contract-status')).toHaveText(contractsText('zh', 'statuses.pending'));
    await expect(given('hourly_salary').getByTestId('contract-action-withdraw')).toBeVisible();

    // The downline logs in on the portal: the contract popup shows both offers, one at a time.
    const down = await newPerson(browser, 'en', 'light');
    await logIn(down, fresh.username, 'Agent1234');
    const popup = down.getByTestId('contract-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByTestId('contract-popup-position')).toHaveText(contractsText('en', 'popup.position', { index: 1, count: 2 }));
    // Newest first: the hourly salary, then the real-time salary after "Next".
    await expect(popup.getByTestId('contract-kind')).toHaveText(contractsText('en', 'kinds.hourly_salary'));
    await popup.getByTestId('contract-popup-next').click();
    await expect(popup.getByTestId('contract-kind')).toHaveText(contractsText('en', 'kinds.realtime_salary'));
    await expect(popup.getByTestId('contract-popup-lead')).toHaveText(
      contractsText('en', 'popup.offer_from.realtime_salary', { name: 'agent01' }),
    );
    await expect(popup.getByTestId('contract-popup-tiers-rate')).toHaveText(['0.25%', '0.35%']);
    await shoot(down, 'contracts-popup-en-light-desktop');

    await popup.getByTestId('contract-action-sign').click();
    const confirm = down.getByTestId('contract-confirm');
    await expect(confirm).toContainText(contractsText('en', 'confirm.sign.title'));
    await confirm.getByTestId('contract-confirm-confirm').click();
    await expect(down.getByTestId('toast').filter({ hasText: contractsText('en', 'done.sign') })).toBeVisible();
    // The other offer follows; signing it empties the popup.
    await expect(popup.getByTestId('contract-kind')).toHaveText(contractsText('en', 'kinds.hourly_salary'));
    await expect(popup.getByTestId('contract-popup-position')).toHaveCount(0);
    await popup.getByTestId('contract-action-sign').click();
    await confirm.getByTestId('contract-confirm-confirm').click();
    await expect(popup).toHaveCount(0);

    // Its agent centre: the salary pages of the contracts it now holds, and only those.
    await down.goto('/agentHome#contracts');
    await expect(down.getByTestId('agent-nav-realtimeSalary')).toBeVisible();
    await expect(down.getByTestId('agent-nav-hourlySalary')).toBeVisible();
    await expect(down.getByTestId('agent-nav-dividend')).toHaveCount(0);
    await expect(down.getByTestId('agent-nav-dailySalary')).toHaveCount(0);
    const mine = down.getByTestId('contracts-section');
    const held = (kind: string) => mine.locator(`[data-testid="contract-card"][data-kind="${kind}"]`);
    await expect(held('realtime_salary').getByTestId('contract-status')).toHaveText(contractsText('en', 'statuses.active'));
    await expect(held('realtime_salary').getByTestId('contract-upline')).toHaveText('agent01');
    await expect(held('hourly_salary').getByTestId('contract-tiers-rate')).toHaveText(['0.1%', '0.2%']);

    // agent01 sees them signed (the socket's notice refreshed its page).
    await expect(given('realtime_salary').getByTestId('contract-status')).toHaveText(contractsText('zh', 'statuses.active'));
    await expect(given('hourly_salary').getByTestId('contract-status')).toHaveText(contractsText('zh', 'statuses.active'));

    // The real-time salary page: its contract and its (not yet any) settlements.
    await down.getByTestId('agent-nav-realtimeSalary').click();
    const records = down.getByTestId('settlements-realtime_salary');
    await expect(records.getByTestId('contract-tiers-rate')).toHaveText(['0.25%', '0.35%']);
    await expect(records).toContainText(agentText('en', 'agentCentre.records.empty_title'));

    // The downline asks to end the real-time salary, at phone width in the dark theme.
    await prefer(down, 'en', 'dark');
    await down.setViewportSize(PHONE);
    await down.goto('/agentHome#contracts');
    await down.reload();
    await expect(down.locator('html')).toHaveAttribute('data-theme', 'dark');
    await held('realtime_salary').getByTestId('contract-action-terminate').click();
    await confirm.getByTestId('contract-confirm-confirm').click();
    await expect(held('realtime_salary').getByTestId('contract-termination-note')).toHaveText(
      contractsText('en', 'termination_yours', { name: 'agent01' }),
    );
    await expect(held('realtime_salary').getByTestId('contract-action-terminate')).toHaveCount(0);
    await shoot(down, 'contracts-section-en-dark-phone');

    // agent01's contract popup opens by itself (the socket's notice) with the request; it agrees.
    const upPopup = up.getByTestId('contract-popup');
    await expect(upPopup).toBeVisible();
    await expect(upPopup.getByTestId('contract-popup-lead')).toHaveText(
      contractsText('zh', 'popup.termination_from.realtime_salary', { name: fresh.username }),
    );
    await shoot(up, 'contracts-termination-zh-light-desktop');
    await upPopup.getByTestId('contract-action-acceptTermination').click();
    await up.getByTestId('contract-confirm').getByTestId('contract-confirm-confirm').click();
    await expect(upPopup).toHaveCount(0);
    await expect(given('realtime_salary')).toHaveCount(0);

    // The downline's real-time salary is over: its page leaves the menu, the history keeps the contract.
    await expect(down.getByTestId('agent-nav-realtimeSalary')).toHaveCount(0);
    await expect(down.getByTestId('agent-nav-hourlySalary')).toBeVisible();
    await mine.getByTestId('contracts-history').check();
    await expect(held('realtime_salary').getByTestId('contract-status')).toHaveText(contractsText('en', 'statuses.terminated'));
  } finally {
    await site.database.db
      .updateTable('agent_contract')
      .set({ tiers: JSON.stringify(hourly.tiers) })
      .where('id', '=', hourly.id)
      .execute();
  }
});

test('a closed contract popup stays closed for the session; the offer still waits in the section, and the upline withdraws it', async ({
  browser,
  site,
}) => {
  test.setTimeout(180_000);
  const fresh = await freshAgent(site);
  const up = await newPerson(browser, 'en', 'dark');
  await agentSession(up, 'agent01', 'Agent1234');
  await up.getByTestId('agent-nav-contracts').click();
  const section = up.getByTestId('contracts-section');
  await section.getByRole('tab', { name: contractsText('en', 'tabs.downlines') }).click();
  await section.getByTestId('contracts-offer').click();
  const dialog = up.getByTestId('offer-dialog');
  await dialog.getByTestId('offer-member').selectOption(String(fresh.id));
  await dialog.getByTestId('offer-kind').selectOption('daily_salary');
  // Daily salary tiers count active members too.
  await expect(dialog.getByTestId('tier-row').first().getByTestId('tier-minActiveMembers')).toBeVisible();
  await dialog.getByTestId('offer-submit').click();
  await expect(dialog).toHaveCount(0);

  const down = await newPerson(browser, 'zh', 'dark');
  await down.setViewportSize(PHONE);
  await agentLogIn(down, fresh.username, 'Agent1234');
  const popup = down.getByTestId('contract-popup');
  await expect(popup.getByTestId('contract-popup-lead')).toHaveText(
    contractsText('zh', 'popup.offer_from.daily_salary', { name: 'agent01' }),
  );
  await shoot(down, 'contracts-popup-zh-dark-phone');
  await popup.getByRole('button', { name: localeText('zh', 'common.close') }).click();
  await expect(popup).toHaveCount(0);
  await down.reload();
  await expect(down.getByTestId('agent-section-team')).toBeVisible();
  await expect(down.getByTestId('contract-popup')).toHaveCount(0);

  // The offer still waits in the contracts section; the upline takes it back.
  await expect(section.locator('[data-testid="contract-card"][data-kind="daily_salary"]', { hasText: fresh.username })).toBeVisible();
  await section
    .locator('[data-testid="contract-card"][data-kind="daily_salary"]', { hasText: fresh.username })
    .getByTestId('contract-action-withdraw')
    .click();
  await up.getByTestId('contract-confirm').getByTestId('contract-confirm-confirm').click();
  await expect(section.locator('[data-testid="contract-card"][data-kind="daily_salary"]', { hasText: fresh.username })).toHaveCount(0);

  // Burmese, the default language, runs longest: the upline's contracts still fit a phone.
  await prefer(up, 'my', 'dark');
  await up.setViewportSize(PHONE);
  await up.reload();
  await expect(up.locator('html')).toHaveAttribute('lang', 'my');
  await section.getByRole('tab', { name: contractsText('my', 'tabs.downlines') }).click();
  await expect(section.getByTestId('contract-card').first()).toBeVisible();
  await shoot(up, 'contracts-section-my-dark-phone');
});
