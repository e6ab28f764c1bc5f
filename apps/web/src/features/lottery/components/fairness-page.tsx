import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import '../lottery-texts';
import styles from './verify-page.module.css';

const STEPS = ['seed', 'hash', 'blocks', 'numbers', 'pick', 'games'] as const;

/** `/lottery/fairness`: how every draw can be checked (providers/bgs/FAIRNESS.md, short, in the member's language). */
export function FairnessPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} data-testid="fairness-page">
      <PageHeader title={t('lottery.fair_title')} subtitle={t('lottery.fair_intro')} icon="Shield" />
      <Card>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`lottery.fair.${step}_title`)}</strong>
              <p>{t(`lottery.fair.${step}_text`)}</p>
            </li>
          ))}
        </ol>
        <p className={styles.example}>
          <code>{'printf %s SEED | sha256sum'}</code>
          <br />
          <code>{"printf %s 'CODE:NUMERO:0' | openssl dgst -sha256 -hmac SEED"}</code>
        </p>
        <Link className={styles.link} to="/lottery/verify">
          {t('lottery.verify_title')}
        </Link>
      </Card>
    </div>
  );
}
