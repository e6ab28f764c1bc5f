/**
 * The merchant's brand colours over the theme's (site configuration, docs/backoffice/site.md):
 * the primary colour is the theme's accent (buttons, highlights, the accent gradient), the accent
 * colour its second highlight (`--color-emerald`). Set inline on the root element, so it wins in
 * the dark and the light theme alike; null gives the theme's own back.
 */
export function applyBrandColours(colours: { primaryColour?: string | null; accentColour?: string | null }): void {
  if (typeof document === 'undefined') return;
  const style = document.documentElement.style;
  const primary = valid(colours.primaryColour);
  for (const name of ['--color-accent', '--color-accent-hover', '--color-accent-text']) {
    if (primary) style.setProperty(name, primary);
    else style.removeProperty(name);
  }
  if (primary) style.setProperty('--gradient-accent', primary);
  else style.removeProperty('--gradient-accent');
  const accent = valid(colours.accentColour);
  if (accent) style.setProperty('--color-emerald', accent);
  else style.removeProperty('--color-emerald');
}

function valid(colour: string | null | undefined): string | null {
  return colour && /^#[0-9a-fA-F]{6}$/.test(colour) ? colour : null;
}
