import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

type Row = { name: string; amount: string; count: number | null };
const columns = [
  { header: '用户名', value: (row: Row) => row.name, text: true },
  { header: 'Amount, MMK', value: (row: Row) => row.amount },
  { header: 'Rounds', value: (row: Row) => row.count },
];

describe('toCsv', () => {
  it('starts with a BOM and ends lines with CRLF, keeping Chinese text', () => {
    expect(toCsv(columns, [{ name: '金龙', amount: '-80.00', count: 3 }])).toBe('\uFEFF用户名,"Amount, MMK",Rounds\r\n金龙,-80.00,3\r\n');
  });

  it('quotes separators, quotes and line breaks, and leaves empty cells empty', () => {
    const csv = toCsv(columns, [{ name: 'a "b", c\nd', amount: '1.00', count: null }]);
    expect(csv.split('\r\n')[1]).toBe('"a ""b"", c\nd",1.00,');
  });

  it('neutralises formulas in text cells but never touches numbers', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("x")', amount: '-5.00', count: 1 },
      { name: '@SUM(A1)', amount: '0.00', count: 0 },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual(['"\'=HYPERLINK(""x"")",-5.00,1', "'@SUM(A1),0.00,0"]);
  });
});
