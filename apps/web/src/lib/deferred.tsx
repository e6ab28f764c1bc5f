import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its (lazily loaded) children from the first time `when` holds, and keeps them mounted
 * after, so a popup keeps its closing transition and state. Until then nothing loads: the first
 * page carries no code for popups a visitor may never open.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [reached, setReached] = useState(when);
  // Adjusted during render, as React recommends for state derived from props.
  if (when && !reached) setReached(true);
  return reached || when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
