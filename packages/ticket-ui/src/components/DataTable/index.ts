export { dataTableAligns } from './DataTable.css.ts';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableRowData,
} from './DataTable.tsx';
