/** 64×64 app-download icons: a phone glyph with a letterform on a gradient tile (no third-party marks). */
import { svgDocument } from './svg';

/** App icon variants. */
export const APP_ICONS = ['ios', 'android', 'ios-lite'] as const;
/** An app icon variant. */
export type AppIcon = (typeof APP_ICONS)[number];

const LETTER_I = '<circle cx="32" cy="22" r="2.7" fill="#fff"/><rect x="29.8" y="26.6" width="4.4" height="13.4" rx="2.2" fill="#fff"/>';
const LETTER_A = '<path d="M32 19.5 41.5 40h-4.4l-1.6-4.4h-7L26.9 40h-4.4zM32 29l-1.5 3.2h3z" fill="#fff" fill-rule="evenodd"/>';
const BOLT =
  '<circle cx="47" cy="47" r="9.5" fill="#ffcf3f" stroke="#fff" stroke-width="2"/><path d="M48.6 40.6 43 48.2h3.6l-1.4 5.9 5.7-7.7h-3.6z" fill="#4a2a00"/>';

const SPECS: Record<AppIcon, { from: string; to: string; glyph: string; title: string }> = {
  ios: { from: '#6a86ff', to: '#1c2656', glyph: LETTER_I, title: 'iOS app' },
  android: { from: '#37c97b', to: '#0a4f31', glyph: LETTER_A, title: 'Android app' },
  'ios-lite': { from: '#2cc6e8', to: '#4b2fc4', glyph: LETTER_I + BOLT, title: 'iOS Lite app' },
};

/** Renders the 64×64 icon for app `kind`. */
export function renderAppIcon(kind: AppIcon): string {
  const spec = SPECS[kind];
  const id = `app${kind.replace('-', '')}`;
  const defs =
    `<linearGradient id="${id}g" x1="0" y1="0" x2=".6" y2="1"><stop offset="0" stop-color="${spec.from}"/><stop offset="1" stop-color="${spec.to}"/></linearGradient>` +
    `<linearGradient id="${id}h" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>`;
  const body =
    `<rect width="64" height="64" rx="14" fill="url(#${id}g)"/>` +
    `<path d="M14 0h36a14 14 0 0 1 14 14v6C44 26 20 26 0 20v-6A14 14 0 0 1 14 0z" fill="url(#${id}h)"/>` +
    '<rect x="19" y="8" width="26" height="48" rx="5.5" fill="#fff" fill-opacity=".14" stroke="#fff" stroke-width="2.5"/>' +
    '<rect x="28" y="11.6" width="8" height="1.8" rx=".9" fill="#fff"/><circle cx="32" cy="50.5" r="1.9" fill="#fff"/>' +
    spec.glyph;
  return svgDocument({ width: 64, height: 64, title: spec.title, defs, body });
}
