import { MODULE_IDS } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isModuleEnabled } from '../../../lib/modules';
import { useSiteConfig } from '../../../lib/site-config';
import { Icon } from '../../../ui/icons';
import { useRedEnvelopeDrops } from '../api/get-red-envelope-drops';
import '../red-envelope-texts';
import styles from './red-envelopes.module.css';

const DISMISSED_KEY = 'fortuna.redEnvelope.dismissed';

/**
 * The floating red envelope: while a drop the member has not opened is live, a gently bobbing
 * envelope in the corner leads to the member centre's red envelopes; its × hides it for this
 * drop (remembered for the browser session). A link and a button, so the keyboard reaches both.
 */
export function RedEnvelopeFloat() {
  const { t } = useTranslation();
  const { pathname, hash } = useLocation();
  const config = useSiteConfig();
  const enabled = isModuleEnabled(config.whitelabel, MODULE_IDS.promotions);
  const drops = useRedEnvelopeDrops({ enabled });
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) ?? '');
  const live = drops.data?.find((d) => d.state === 'live' && d.mine === null && d.remaining > 0);
  if (!live || dismissed === String(live.id)) return null;
  if (pathname === '/member' && hash === '#redEnvelope') return null;
  return (
    <div className={styles.float} data-testid="red-envelope-float">
      <Link to="/member#redEnvelope" className={styles.floatLink} aria-label={t('redEnvelope.float_label', { title: live.title })}>
        <span className={styles.envelopeGlyph} aria-hidden="true" />
      </Link>
      <button
        type="button"
        className={styles.floatClose}
        aria-label={t('redEnvelope.float_dismiss')}
        onClick={() => {
          sessionStorage.setItem(DISMISSED_KEY, String(live.id));
          setDismissed(String(live.id));
        }}
      >
        <Icon.Close size={12} />
      </button>
    </div>
  );
}
