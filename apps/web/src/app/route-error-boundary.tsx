import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './screens/route-error-screen';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string | null };

/** Catches what its routes throw while rendering (a page's code that failed to load included). */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  /** Navigating away from the failed page shows the next page again, as a route's errorElement would. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return state.pathname === props.pathname ? null : { pathname: props.pathname };
    if (state.pathname !== props.pathname) return { error: null, pathname: props.pathname };
    return null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}

/**
 * The route table's error screen: the portal runs React Router in declarative mode (no loaders or
 * actions, so the lighter router: issue 24's first-page budget), where routes have no
 * `errorElement`; this boundary stands in for it around each top-level route.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
