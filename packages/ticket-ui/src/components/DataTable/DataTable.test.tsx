import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { dataTableAligns } from './DataTable.css.ts';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Line {
  name: string;
  count: number;
  off: boolean;
}

const lines: Line[] = [
  { name: 'Adult', count: 3, off: false },
  { name: 'Child', count: 1, off: true },
];

const columns: DataTableColumn<Line>[] = [
  { id: 'name', header: 'Ticket', cell: (line) => line.name },
  { id: 'note', header: 'Note', cell: () => '' },
  { id: 'count', header: 'Sold', align: 'end', cell: (line) => line.count, footer: 4 },
  { id: 'spare', header: 'Spare', cell: () => '—' },
];

describe('DataTable', () => {
  it('heads its columns and rows, adds up in a footer row, and is named for what it holds', async () => {
    renderWithTheme(
      <DataTable
        label="Sales"
        columns={columns}
        rows={lines}
        rowKey={(line) => line.name}
        rowData={(line) => ({ 'data-ticket': line.name })}
        rowMuted={(line) => line.off}
        footerLabel="Total"
      />,
    );
    expect(screen.getByRole('group', { name: 'Sales' })).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Ticket',
      'Note',
      'Sold',
      'Spare',
    ]);
    const [, adult, child, total] = screen.getAllByRole('row') as HTMLElement[];
    expect(within(adult as HTMLElement).getByRole('rowheader')).toHaveTextContent('Adult');
    expect(adult).toHaveAttribute('data-ticket', 'Adult');
    expect(adult).not.toHaveAttribute('data-muted');
    expect(child).toHaveAttribute('data-muted', 'true');
    const footer = within(total as HTMLElement).getByRole('rowheader');
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveAttribute('colspan', '2');
    expect(
      within(total as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '']);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no footer row when no column has a footer, and aligns each column as asked', () => {
    renderWithTheme(
      <DataTable
        label="Sales"
        columns={dataTableAligns.map((align) => ({ id: align, header: align, align, cell: () => 1 }))}
        rows={lines}
        rowKey={(line) => line.name}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(3);
    const [start, end] = screen.getAllByRole('columnheader') as [HTMLElement, HTMLElement];
    expect(start.className).not.toEqual(end.className);
  });
});
