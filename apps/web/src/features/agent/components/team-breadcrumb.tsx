import type { TeamPathStep } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons';
import styles from './team-management.module.css';

type TeamBreadcrumbProps = {
  /** From the agent down to the listed parent. */
  path: readonly TeamPathStep[];
  /** The search shown instead of a level, if any: the agent's name then leads back to its own team. */
  search: string;
  onOpen: (step: TeamPathStep, index: number) => void;
};

/** "agent01 › subagent01": every level above the one shown is a button back to it. */
export function TeamBreadcrumb({ path, search, onOpen }: TeamBreadcrumbProps) {
  const { t } = useTranslation();
  const steps = search ? path.slice(0, 1) : path;
  return (
    <nav aria-label={t('agentCentre.team.breadcrumb')} className={styles.breadcrumb} data-testid="team-breadcrumb">
      <ol>
        {steps.map((step, index) => {
          const last = index === steps.length - 1 && !search;
          return (
            <li key={step.memberId}>
              {index > 0 ? <Icon.ChevronRight size={14} className={styles.crumbSep} aria-hidden="true" /> : null}
              {last ? (
                <span aria-current="page" className={styles.crumbCurrent} data-testid="team-crumb" data-member-id={step.memberId}>
                  {index === 0 ? <Icon.Crown size={14} /> : null}
                  {step.username}
                </span>
              ) : (
                <button
                  type="button"
                  className={styles.crumbButton}
                  onClick={() => onOpen(step, index)}
                  data-testid="team-crumb"
                  data-member-id={step.memberId}
                >
                  {index === 0 ? <Icon.Crown size={14} /> : null}
                  {step.username}
                </button>
              )}
            </li>
          );
        })}
        {search ? (
          <li>
            <Icon.ChevronRight size={14} className={styles.crumbSep} aria-hidden="true" />
            <span aria-current="page" className={styles.crumbCurrent} data-testid="team-crumb-search">
              <Icon.Search size={14} />
              {t('agentCentre.team.results_for', { text: search })}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
