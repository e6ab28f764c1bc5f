import { useState } from 'react';

/**
 * A report's page number that goes back to page 1 whenever `resetKey` (the range and the
 * filters) changes, without an effect and its extra render of a stale page.
 */
export function usePageNo(resetKey: string): [number, (pageNo: number) => void] {
  const [page, setPage] = useState({ key: resetKey, no: 1 });
  return [page.key === resetKey ? page.no : 1, (no: number) => setPage({ key: resetKey, no })];
}
