import path from 'node:path';
import { expect, SCREENSHOT_DIR, test } from '../fixtures';
import { freshMember, memberPage } from '../wallet';

// Issue 22: Blackjack, the single-seat table among the originals. A member plays a hand to its end
// (doubling when the hand allows it: the extra stake is a second debit), sees the balance follow the
// round, and the verify page recomputes the round from its revealed seeds.
test('a member plays a blackjack hand to the end, the balance follows it and the verify page recomputes it', async ({ page, site }) => {
  test.setTimeout(240_000);
  const db = site.database.db;
  // The catalogue row comes with the live tables' seed; a site seeded before it gets one like Hi-Lo's.
  const hiLo = await db
    .selectFrom('game')
    .select(['vendor_code', 'category_code', 'classify', 'names', 'icon_path'])
    .where('vendor_code', '=', 'BGS')
    .where('game_code', '=', 'hi-lo')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('game')
    .values({ ...hiLo, names: JSON.stringify(hiLo.names), game_code: 'blackjack' })
    .onConflict((oc) => oc.columns(['vendor_code', 'game_code']).doNothing())
    .execute();
  const username = await freshMember(site, 1_000_000n);
  await memberPage(page, username, 'en', '/originals/blackjack');
  await expect(page.getByTestId('originals-shell')).toHaveAttribute('data-game', 'blackjack');
  await expect(page.getByTestId('originals-balance')).toContainText('10,000.00');

  await page.getByTestId('originals-bet').click();
  await expect(page.getByTestId('blackjack-table')).toBeVisible();
  await expect(page.getByTestId('blackjack-hand-0')).toBeVisible();
  // Play: double the first decision when allowed, otherwise stand, until the round is over.
  let doubled = false;
  for (let move = 0; move < 6; move++) {
    const outcome = page.getByTestId('steps-outcome');
    const stand = page.getByTestId('blackjack-stand');
    // Either the round is over or the hand awaits a move (the buttons stay disabled while a move is sent).
    await expect(outcome.or(stand.and(page.locator('button:enabled'))).first()).toBeVisible();
    if (await outcome.isVisible()) break;
    const double = page.getByTestId('blackjack-double');
    if (move === 0 && (await double.isEnabled())) {
      doubled = true;
      await double.click();
    } else await stand.click();
  }
  await expect(page.getByTestId('steps-outcome')).toBeVisible();
  await expect(page.getByTestId('blackjack-outcome-0')).toBeVisible();

  const member = await db.selectFrom('member').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const round = await db
    .selectFrom('instant_round')
    .select(['round_code', 'win', 'view', 'status'])
    .where('member_id', '=', member.id)
    .where('game_code', '=', 'blackjack')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  expect(round.status).toBe('settled');
  const stakes = (round.view as { stakes: number }).stakes;
  if (doubled) expect(stakes).toBe(2);
  const debits = await db
    .selectFrom('provider_transaction')
    .select('kind')
    .where('round_id', '=', round.round_code)
    .where('kind', '=', 'debit')
    .execute();
  expect(debits).toHaveLength(stakes);
  // Bet 1.00 a stake: the balance shown is 10,000.00 − stakes + the win.
  const expected = 1_000_000n - BigInt(stakes) * 100n + BigInt(round.win);
  const text = `${(expected / 100n).toLocaleString('en-US')}.${(expected % 100n).toString().padStart(2, '0')}`;
  await expect(page.getByTestId('originals-balance')).toContainText(text);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'originals-blackjack-dark-en-desktop.png') });

  await page.goto('/member#betting-record');
  const row = page.getByTestId('betting-record-row').filter({ hasText: round.round_code });
  await expect(row).toHaveCount(1);
  await row.getByTestId('betting-record-verify').click();
  await expect(page.getByTestId('originals-verify-page')).toBeVisible();
  await page.getByTestId('originals-verify-reveal').click();
  await expect(page.getByTestId('originals-verify-seed')).toHaveValue(/^[0-9a-f]{64}$/);
  await page.getByTestId('originals-verify-submit').click();
  await expect(page.getByTestId('originals-verify-match')).toBeVisible();
  await expect(page.getByTestId('originals-verify-result').getByTestId('blackjack-hand-0')).toBeVisible();
});
