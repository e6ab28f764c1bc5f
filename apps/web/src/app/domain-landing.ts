import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSiteConfig } from '../lib/site-config';

let landed = false;

/**
 * The domain route of this host is its landing page (e.g. an agent domain lands on /agent): on the
 * first page of a visit, a bare `/` is replaced by it.
 */
export function useDomainLanding(): void {
  const { domainRoute } = useSiteConfig();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (landed) return;
    landed = true;
    const target = domainRoute.route.trim();
    if (location.pathname !== '/' || location.search || location.hash) return;
    if (!target.startsWith('/') || target === '/') return;
    navigate(target, { replace: true });
  }, [domainRoute.route, location, navigate]);
}
