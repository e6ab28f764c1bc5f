import { useTranslation } from 'react-i18next';
import { centsText, chipLabel, type Stakes, toCents } from '../chips';
import { type FeltSection, feltSections, ROULETTE_RED, rouletteNumber, rouletteRows } from '../felt-layout';
import styles from './live.module.css';
import { useSpotLabel } from './use-spot-label';

type FeltProps = {
  game: string;
  spots: readonly string[];
  /** Chips placed, not yet confirmed. */
  placed: Stakes;
  /** The member's confirmed stakes this round. */
  confirmed: Stakes;
  /** Everyone's totals by spot (money text). */
  totals: Record<string, string>;
  /** The spots that won this round's result, once settled. */
  winners?: ReadonlySet<string>;
  disabled: boolean;
  onSpot: (spot: string) => void;
};

/** The table's felt: each section's spots as buttons with the member's chips and everyone's total on them. */
export function Felt(props: FeltProps) {
  const { t } = useTranslation();
  const sections = feltSections(props.game, props.spots);
  return (
    <div className={styles.felt} data-testid="live-felt" data-game={props.game}>
      {sections.map((section) => (
        <fieldset key={section.key} className={styles.feltSection} disabled={props.disabled}>
          <legend>{t(`live.section.${section.key}`)}</legend>
          <Section section={section} {...props} />
        </fieldset>
      ))}
    </div>
  );
}

function Section({ section, ...props }: { section: FeltSection } & FeltProps) {
  if (section.layout === 'roulette') {
    const byNumber = new Map(section.spots.map((s) => [rouletteNumber(s), s]));
    const zero = byNumber.get(0);
    return (
      <div className={styles.rouletteGrid}>
        {zero && <SpotButton {...props} spot={zero} className={styles.rouletteZero} text="0" tone="green" />}
        {rouletteRows().map((row) =>
          row.map((n) => {
            const spot = byNumber.get(n);
            return spot ? (
              <SpotButton key={spot} {...props} spot={spot} text={String(n)} tone={ROULETTE_RED.has(n) ? 'red' : 'dark'} />
            ) : null;
          }),
        )}
      </div>
    );
  }
  return (
    <div className={section.layout === 'main' ? styles.mainSpots : styles.gridSpots}>
      {section.spots.map((spot) => (
        <SpotButton key={spot} {...props} spot={spot} />
      ))}
    </div>
  );
}

function SpotButton({
  spot,
  placed,
  confirmed,
  totals,
  winners,
  disabled,
  onSpot,
  className,
  text,
  tone,
}: FeltProps & { spot: string; className?: string; text?: string; tone?: string }) {
  const label = useSpotLabel();
  const mine = (placed[spot] ?? 0) + (confirmed[spot] ?? 0);
  const everyone = toCents(totals[spot]);
  return (
    <button
      type="button"
      className={[styles.spot, className].filter(Boolean).join(' ')}
      data-spot={spot}
      data-tone={tone ?? spot}
      data-won={winners?.has(spot) ? 'yes' : undefined}
      data-testid={`live-spot-${spot}`}
      disabled={disabled}
      onClick={() => onSpot(spot)}
      aria-label={mine > 0 ? `${text ?? label(spot)} ${centsText(mine)}` : (text ?? label(spot))}
    >
      <span className={styles.spotName}>{text ?? label(spot)}</span>
      {everyone > 0 && <span className={styles.spotTotal}>{chipLabel(everyone)}</span>}
      {mine > 0 && (
        <span className={(placed[spot] ?? 0) > 0 ? styles.stackPending : styles.stack} data-testid={`live-stack-${spot}`}>
          {chipLabel(mine)}
        </span>
      )}
    </button>
  );
}
