import { Suspense } from 'react';
import { lazyNamed } from '../../../../lib/lazy-named';
import { setPopupClosed, usePopupClosed, useSession } from '../../../../lib/session';
import { useConsolidatedContracts } from '../../api/get-consolidated-contracts';

const ContractPopup = lazyNamed(() => import('./contract-popup'), 'ContractPopup');

/** The name of the contract popup's closed flag (spec §3 "per-popup closed flag"). */
export const CONTRACT_POPUP = 'contract';

/**
 * Spec §2 Modals "contract popup (when logged in)": over any page, the portal and /agentHome
 * alike, once the consolidated contract info says something waits for the member's answer. The
 * popup and its texts load only then; closing it keeps it closed for the rest of the session. It
 * waits while a forced password change is open.
 */
export function ContractPopupGate() {
  const session = useSession();
  const closed = usePopupClosed(CONTRACT_POPUP);
  const info = useConsolidatedContracts();
  if (!session.token || session.mustChangePassword || closed || !info.data?.pending) return null;
  return (
    <Suspense fallback={null}>
      <ContractPopup onClose={() => setPopupClosed(CONTRACT_POPUP)} />
    </Suspense>
  );
}
