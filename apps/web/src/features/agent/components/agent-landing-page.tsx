import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../ui/card';
import { Icon, type IconName } from '../../../ui/icons';
import styles from './agent-landing-page.module.css';

const BENEFITS: readonly { key: string; icon: IconName }[] = [
  { key: 'dividend', icon: 'Crown' },
  { key: 'daily_salary', icon: 'Rebate' },
  { key: 'realtime_salary', icon: 'Clock' },
  { key: 'team_reports', icon: 'User' },
];

/**
 * The agent login page (/agent): marketing text, the agent login form and phone support hours.
 * `login` and `service` are the login form and customer-service list the app provides.
 */
export function AgentLandingPage({ login, service }: { login?: ReactNode; service?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.hero}>
      <div>
        <span className={styles.eyebrow}>
          <Icon.Crown size={14} />
          {t('agent.eyebrow')}
        </span>
        <h1 className={styles.title} data-testid="page-title">
          {t('agent.title')}
        </h1>
        <p className={styles.lead}>{t('agent.lead')}</p>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => {
            const Glyph = Icon[benefit.icon];
            return (
              <li key={benefit.key} className={styles.benefit}>
                <Glyph size={22} className={styles.benefitIcon} />
                <span className={styles.benefitTitle}>{t(`agent.benefits.${benefit.key}.title`)}</span>
                <span className={styles.benefitText}>{t(`agent.benefits.${benefit.key}.text`)}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.side}>
        <Card className={styles.panel} aria-labelledby="agent-login-title">
          <h2 id="agent-login-title" className={styles.panelTitle}>
            {t('agent.login_title')}
          </h2>
          <p className={styles.muted}>{t('agent.login_lead')}</p>
          {login}
        </Card>
        <Card className={styles.panel} aria-labelledby="agent-support-title">
          <div className={styles.support}>
            <span className={styles.supportIcon}>
              <Icon.Phone size={22} />
            </span>
            <div>
              <h2 id="agent-support-title" className={styles.panelTitle}>
                {t('agent.support_title')}
              </h2>
              <p className={styles.hours}>{t('agent.support_hours')}</p>
            </div>
          </div>
          <p className={styles.muted}>{t('agent.support_text')}</p>
          {service}
        </Card>
      </div>
    </div>
  );
}
