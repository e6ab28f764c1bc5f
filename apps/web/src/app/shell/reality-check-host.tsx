import { useEndSession } from '../../features/auth/session-actions';
import { RealityCheckPopup } from '../../features/responsible-gaming/components/reality-check-popup';

/** The reality check over every page of a logged-in member; its "log out" ends the session as the header's does. */
export function RealityCheckHost() {
  const endSession = useEndSession();
  return <RealityCheckPopup onLogout={endSession} />;
}
