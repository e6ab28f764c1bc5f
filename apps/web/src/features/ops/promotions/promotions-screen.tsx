import './promotions-texts';
import { Route, Routes } from 'react-router';
import { PromotionEditorScreen } from './promotion-editor';
import { PromotionReportScreen } from './promotion-report';
import { PromotionsList } from './promotions-list';

/**
 * The back office's promotions (`/backoffice/promotions`, `promotions.read`; docs/promotions/back-office.md):
 * the list, `new` and `:id` the editor, `:id/report` a promotion's report.
 */
export function PromotionsScreen() {
  return (
    <Routes>
      <Route index element={<PromotionsList />} />
      <Route path="new" element={<PromotionEditorScreen />} />
      <Route path=":id" element={<PromotionEditorScreen />} />
      <Route path=":id/report" element={<PromotionReportScreen />} />
    </Routes>
  );
}
