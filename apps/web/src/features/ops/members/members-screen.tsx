import './members-texts';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { Tabs } from '../../../ui/tabs';
import { AdjustmentsQueue } from './adjustments-queue';
import { MemberPage } from './member-page';
import { MemberSearch } from './member-search';

type Tab = 'search' | 'adjustments';

/** The members section: the search, the member page (`members/:id`) and the adjustments waiting for approval (`members/adjustments`). */
export function MembersScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const tab: Tab = location.pathname.endsWith('/adjustments') ? 'adjustments' : 'search';
  const header = (
    <>
      <PageHeader title={t('ops_members.title')} subtitle={t('ops_members.lead')} icon="Users" />
      <Tabs<Tab>
        items={[
          { id: 'search', label: t('ops_members.tab_search') },
          { id: 'adjustments', label: t('ops_members.tab_adjustments') },
        ]}
        value={tab}
        onChange={(next) => navigate(next === 'search' ? '/backoffice/members' : '/backoffice/members/adjustments')}
        label={t('ops_members.title')}
        idBase="ops-members-tabs"
        variant="pills"
      />
    </>
  );
  return (
    <Routes>
      <Route
        index
        element={
          <>
            {header}
            <MemberSearch />
          </>
        }
      />
      <Route
        path="adjustments"
        element={
          <>
            {header}
            <AdjustmentsQueue />
          </>
        }
      />
      <Route path=":id" element={<MemberPage />} />
    </Routes>
  );
}
