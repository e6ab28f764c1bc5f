import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApplyDialog } from './apply-dialog';
import { PromotionDetailDialog } from './promotion-detail-dialog';

/** The promotion a `#<id>` hash names, or null. */
export function promotionIdFromHash(hash: string): number | null {
  const match = /^#(\d{1,10})$/.exec(hash);
  const id = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The promotion detail and the application form over any page: the detail follows the URL hash
 * (`/promotions#12`, spec §2), so links, back and bookmarks work; `basePath` is where the detail
 * opens (the promotions page, or the member centre's reward centre which keeps its own hash).
 */
export function usePromotionDialogs(options: { hashRoute: boolean }) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [localId, setLocalId] = useState<number | null>(null);
  const [applying, setApplying] = useState<{ id: number; title: string } | null>(null);
  const openId = options.hashRoute ? promotionIdFromHash(hash) : localId;
  const open = useCallback(
    (id: number) => {
      if (options.hashRoute) navigate({ hash: `#${id}` });
      else setLocalId(id);
    },
    [navigate, options.hashRoute],
  );
  const close = useCallback(() => {
    if (options.hashRoute) navigate({ hash: '' }, { replace: true });
    else setLocalId(null);
  }, [navigate, options.hashRoute]);
  const dialogs = (
    <>
      <PromotionDetailDialog id={openId} onClose={close} onApply={(id, title) => setApplying({ id, title })} />
      <ApplyDialog promotion={applying} onClose={() => setApplying(null)} />
    </>
  );
  return { open, apply: (card: { id: number; title: string }) => setApplying({ id: card.id, title: card.title }), dialogs };
}
