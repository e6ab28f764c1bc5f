import { FISH_KINDS, RTP_NUM } from '@fortuna/bgs/fishing';
import { useTranslation } from 'react-i18next';
import styles from './reef-hunter.module.css';

/** The rules, the RTP and the pay table of the 12 fish, with each capture chance as a fraction and a percentage. */
export function ReefRules() {
  const { t } = useTranslation();
  return (
    <div className={styles.rules} data-testid="reef-rules">
      <p>{t('reef.rules_text_1')}</p>
      <p>{t('reef.rules_text_2')}</p>
      <p>{t('reef.rules_text_3')}</p>
      <p className={styles.rtp}>{t('reef.rtp')}</p>
      <h3>{t('reef.paytable')}</h3>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('reef.col_fish')}</th>
            <th scope="col">{t('reef.col_pays')}</th>
            <th scope="col">{t('reef.col_chance')}</th>
          </tr>
        </thead>
        <tbody>
          {FISH_KINDS.map((kind) => (
            <tr key={kind.code}>
              <td>
                <span
                  className={styles.swatch}
                  style={{ background: `linear-gradient(${kind.colors[0]}, ${kind.colors[1]})` }}
                  aria-hidden
                />
                {t(`reef.fish.${kind.code}`)}
              </td>
              <td>×{kind.multiplier}</td>
              <td>{Number((RTP_NUM / kind.multiplier).toFixed(2))} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
