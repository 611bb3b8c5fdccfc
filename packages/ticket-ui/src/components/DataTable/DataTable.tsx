import type { ReactNode, Ref } from 'react';
import * as styles from './DataTable.css.ts';

export interface DataTableColumn<Row> extends styles.DataTableCellVariants {
  /** Tells the column from the others (its React key). */
  id: string;
  /** The column's heading, already translated. */
  header: ReactNode;
  /** What the column shows of a row. */
  cell: (row: Row) => ReactNode;
  /** The column's figure in the footer row; a footer row shows once any column has one. */
  footer?: ReactNode;
}

/** The `data-` attributes a row carries, for the page and its tests to find it by. */
export type DataTableRowData = Record<`data-${string}`, string | number>;

export interface DataTableProps<Row> {
  /** Names the table and its scrolling box: what the rows are. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowData?: (row: Row) => DataTableRowData;
  /** A row out of play (a closed slot, a disabled code), shown muted. */
  rowMuted?: (row: Row) => boolean;
  /** The footer row's heading ("Total"), spanning the leading columns that have no footer. */
  footerLabel?: ReactNode;
  ref?: Ref<HTMLTableElement>;
}

/**
 * Rows of figures for staff screens: a native table with column headers, the first column's cells as row
 * headers, and an optional totals row. It sits in a box that scrolls sideways on narrow screens, reachable
 * by keyboard so it can be scrolled (WCAG 2.1.1) and named for what it holds: a group, not a landmark, as
 * the section around it is the landmark. Props in; nothing fetched.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowData,
  rowMuted,
  footerLabel,
  ref,
}: DataTableProps<Row>) {
  const firstFooter = columns.findIndex((column) => column.footer !== undefined);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to be scrolled by keyboard.
    <div className={styles.scroll} role="group" aria-label={label} tabIndex={0}>
      <table ref={ref} className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.cell({ align: column.align })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-muted={rowMuted?.(row) || undefined} {...rowData?.(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className={styles.cell({ align: column.align })}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={styles.cell({ align: column.align })}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {firstFooter > 0 ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={firstFooter} className={styles.cell()}>
                {footerLabel}
              </th>
              {columns.slice(firstFooter).map((column) => (
                <td key={column.id} className={styles.cell({ align: column.align })}>
                  {column.footer}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
