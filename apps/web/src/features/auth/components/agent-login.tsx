import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { ButtonLink } from '../../../ui/button';
import { useStartSession } from '../session-actions';
import styles from './auth-forms.module.css';
import { LoginForm } from './login-form';

/**
 * The login form of the agent page /agent (spec §4): side 'agent', so a plain member is refused
 * with `non_agent_cannot_login`; a successful login goes to /agentHome.
 */
export function AgentLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const startSession = useStartSession();

  if (session.token && session.isAgent) {
    return (
      <div className={styles.form}>
        <p className={styles.muted}>{t('auth.agent_logged_in', { name: session.nickname ?? session.account ?? '' })}</p>
        <ButtonLink to="/agentHome" variant="primary" size="lg" block data-testid="agent-centre-link">
          {t('auth.agent_centre')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <LoginForm
      side="agent"
      testId="agent-login"
      submitLabel={t('auth.agent_login_submit')}
      onSuccess={(login, password) => {
        startSession(login, password);
        navigate('/agentHome');
      }}
    />
  );
}
