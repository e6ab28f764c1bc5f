import { describe, expect, it } from 'vitest';
import { findHardcodedText } from '../../../../scripts/check-hardcoded-text.mjs';
import { compareBundle } from '../../../../scripts/check-translations.mjs';

const english = new Map<string, unknown>([
  ['nav.home', 'Home'],
  ['wallet.balance', 'Balance: {{amount}}'],
  ['terms', 'Read the <1>terms</1>'],
  ['players_one', '{{count}} player'],
  ['players_other', '{{count}} players'],
]);

describe('the translation-completeness check', () => {
  it('passes a complete bundle, with the plural forms its language uses', () => {
    const russian = new Map<string, unknown>([
      ['nav.home', 'Главная'],
      ['wallet.balance', 'Баланс: {{amount}}'],
      ['terms', 'Прочтите <1>условия</1>'],
      ['players_one', '{{count}} игрок'],
      ['players_few', '{{count}} игрока'],
      ['players_many', '{{count}} игроков'],
      ['players_other', '{{count}} игрока'],
    ]);
    expect(compareBundle('ru', english, russian)).toEqual([]);
    const japanese = new Map<string, unknown>([
      ['nav.home', 'ホーム'],
      ['wallet.balance', '残高：{{amount}}'],
      ['terms', '<1>規約</1>をお読みください'],
      ['players_other', '{{count}} 人'],
    ]);
    expect(compareBundle('ja', english, japanese)).toEqual([]);
  });

  it('fails on a missing key, an empty text, a lost placeholder or tag, an extra key and a plural form the language lacks', () => {
    const broken = new Map<string, unknown>([
      ['wallet.balance', 'Solde'],
      ['terms', 'Lisez les conditions'],
      ['players_one', ''],
      ['players_other', '{{count}} joueurs'],
      ['players_few', '{{count}} joueurs'],
      ['nav.old', 'Accueil'],
    ]);
    expect(compareBundle('fr', english, broken)).toEqual([
      'missing nav.home',
      'placeholders wallet.balance: (none) ≠ {{amount}}',
      'tags terms:  ≠ </1> <1>',
      'empty players_one',
      'plural form players_few not used in fr',
      'extra nav.old',
    ]);
  });
});

describe('the hard-coded text check', () => {
  it('finds JSX text and readable attributes written in a component, not keys, numbers or exempt notation', () => {
    const source = [
      'export const A = () => (',
      '  <div title="Wallet" data-testid="wallet">',
      '    <span aria-label={t("x")}>{t("y")}</span>',
      '    <input placeholder={"Amount"} />',
      '    Balance',
      '    {/* i18n-exempt: notation */}',
      '    x5',
      '    <b>12 / 34 →</b>',
      '  </div>',
      ');',
    ].join('\n');
    const { found, exempt } = findHardcodedText('a.tsx', source);
    expect(found.map((hit) => hit.text)).toEqual(['title="Wallet"', 'placeholder="Amount"', 'Balance']);
    expect(exempt.map((hit) => hit.text)).toEqual(['x5']);
  });
});
