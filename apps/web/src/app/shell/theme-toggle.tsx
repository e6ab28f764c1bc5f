import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../../lib/theme';
import { Button } from '../../ui/button';
import { Icon } from '../../ui/icons';

/** Switches between the dark and light themes. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'header.theme_to_light' : 'header.theme_to_dark');
  return (
    <Button variant="ghost" iconOnly aria-label={label} title={label} data-testid="theme-toggle" onClick={() => setTheme(next)}>
      {theme === 'dark' ? <Icon.Sun size={20} /> : <Icon.Moon size={20} />}
    </Button>
  );
}
