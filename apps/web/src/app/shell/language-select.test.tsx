import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/setup';
import { LanguageSelect } from './language-select';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function codes(): string[] {
  return [...screen.getByTestId('language-select').querySelectorAll('option')].map((option) => option.value);
}

describe('LanguageSelect', () => {
  it('lists every language when the site names none, and only the offered ones when it does', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(<LanguageSelect />);
    expect(codes()).toHaveLength(31);
    unmount();
    render(<LanguageSelect offered={['my', 'en', 'zh']} />);
    expect(codes()).toEqual(['my', 'en', 'zh']);
  });

  it('keeps the language in use listed even when the site no longer offers it', async () => {
    await i18n.changeLanguage('en');
    render(<LanguageSelect offered={['my', 'zh']} />);
    expect(codes()).toEqual(['my', 'en', 'zh']);
  });
});
