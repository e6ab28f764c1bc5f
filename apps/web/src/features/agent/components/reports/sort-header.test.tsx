import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, fetchAllRows } from './export-button';
import { SortHeader } from './sort-header';
import { useReportState } from './use-report-state';

type Column = 'username' | 'profit';

function Harness() {
  const state = useReportState<Column, { username: string }>({ sort: { sort: 'profit', order: 'asc' }, filters: { username: '' } });
  return (
    <>
      <table>
        <thead>
          <tr>
            <SortHeader column="username" label="Member" current={state.sort} onSort={(c) => state.toggleSort(c, 'asc')} />
            <SortHeader column="profit" label="Profit" current={state.sort} numeric onSort={(c) => state.toggleSort(c)} />
          </tr>
        </thead>
      </table>
      <output data-testid="state">{`${state.sort.sort}:${state.sort.order}:${state.page}`}</output>
      <button type="button" onClick={() => state.setPage(3)}>
        page 3
      </button>
    </>
  );
}

describe('sortable report columns', () => {
  it('tell the order with aria-sort, turn round on a second click and go back to page 1', () => {
    render(<Harness />);
    const profit = screen.getByRole('columnheader', { name: /Profit/ });
    const member = screen.getByRole('columnheader', { name: /Member/ });
    expect(profit.getAttribute('aria-sort')).toBe('ascending');
    expect(member.getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByText('page 3'));
    expect(screen.getByTestId('state').textContent).toBe('profit:asc:3');
    fireEvent.click(screen.getByTestId('sort-profit'));
    expect(screen.getByTestId('state').textContent).toBe('profit:desc:1');
    expect(profit.getAttribute('aria-sort')).toBe('descending');

    // Another column starts in its own first order; the heading is a real button (keyboard: Enter, Space).
    const button = screen.getByTestId('sort-username');
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    expect(screen.getByTestId('state').textContent).toBe('username:asc:1');
    expect(member.getAttribute('aria-sort')).toBe('ascending');
    expect(profit.getAttribute('aria-sort')).toBe('none');
  });
});

describe('fetchAllRows', () => {
  const pages = (total: number) => async (pageNo: number, pageSize: number) => {
    const start = (pageNo - 1) * pageSize;
    return {
      list: Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, i) => start + i),
      totalPages: Math.ceil(total / pageSize),
    };
  };

  it('reads every page of the filter', async () => {
    const { rows, capped } = await fetchAllRows(pages(250));
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toBe(249);
    expect(capped).toBe(false);
    expect(await fetchAllRows(pages(0))).toEqual({ rows: [], capped: false });
  });

  it('stops at the cap and says so', async () => {
    const { rows, capped } = await fetchAllRows(pages(EXPORT_MAX_ROWS + 40));
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(capped).toBe(true);
    expect((await fetchAllRows(pages(EXPORT_MAX_ROWS))).capped).toBe(false);
  });
});
