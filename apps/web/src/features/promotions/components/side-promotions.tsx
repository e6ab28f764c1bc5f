import '../promotions-texts';
import { SIDE_MENU_PROMOTIONS } from '@fortuna/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/icons';
import { usePromotions } from '../api/get-promotions';
import styles from './promotions.module.css';

/** The side menu's promotions (spec §2, §9): the first 6 titles, each opening its detail, then More → /promotions. */
export function SidePromotions({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const list = usePromotions('ALL', null);
  const first = (list.data ?? []).slice(0, SIDE_MENU_PROMOTIONS);
  return (
    <ul className={styles.sideList} data-testid="side-promotions">
      {first.map((card) => (
        <li key={card.id}>
          <Link to={`/promotions#${card.id}`} className={styles.sideLink} onClick={onNavigate}>
            <Icon.Gift size={16} />
            <span>{card.title}</span>
          </Link>
        </li>
      ))}
      {list.data && list.data.length === 0 ? <li className={styles.muted}>{t('promotions.side.empty')}</li> : null}
      <li>
        <Link to="/promotions" className={`${styles.sideLink} ${styles.sideMore}`} onClick={onNavigate} data-testid="side-promotions-more">
          <Icon.ChevronRight size={16} />
          <span>{t('promotions.side.more')}</span>
        </Link>
      </li>
    </ul>
  );
}
