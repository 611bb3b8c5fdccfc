import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from './DataTable.tsx';

interface Slot {
  id: number;
  time: string;
  product: string;
  capacity: number;
  sold: number;
  closed: boolean;
}

const slots: Slot[] = [
  { id: 1, time: '10:00–10:30', product: '入館券', capacity: 40, sold: 32, closed: false },
  { id: 2, time: '10:30–11:00', product: '入館券', capacity: 40, sold: 0, closed: true },
  { id: 3, time: '11:00–11:30', product: 'Guided tour of the garden', capacity: 12, sold: 12, closed: false },
];

const columns: DataTableColumn<Slot>[] = [
  { id: 'time', header: '時間帯', cell: (slot) => slot.time },
  { id: 'product', header: '商品', cell: (slot) => (slot.closed ? `${slot.product}（休止）` : slot.product) },
  { id: 'capacity', header: '定員', align: 'end', cell: (slot) => slot.capacity },
  { id: 'sold', header: '販売', align: 'end', cell: (slot) => slot.sold },
];

/** The day's totals under the figures' columns. */
const totals: Record<string, number> = { capacity: 92, sold: 44 };

const meta = {
  title: 'Console/DataTable',
  component: DataTable<Slot>,
  args: {
    label: '本日の時間帯',
    columns,
    rows: slots,
    rowKey: (slot: Slot) => slot.id,
    rowMuted: (slot: Slot) => slot.closed,
  },
} satisfies Meta<typeof DataTable<Slot>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A day's slots with a closed one muted and the day's totals in the footer. */
export const WithTotals: Story = {
  args: {
    footerLabel: '合計',
    columns: columns.map((column) => ({ ...column, footer: totals[column.id] })),
  },
};

/** A row's buttons in its last column, as a manager's stock screen shows them. */
export const WithActions: Story = {
  args: {
    columns: [
      ...columns,
      {
        id: 'actions',
        header: '操作',
        cell: (slot) => (
          <Button
            variant="secondary"
            size="small"
            aria-label={`${slot.time}を${slot.closed ? '再開' : '休止'}`}
          >
            {slot.closed ? '再開' : '休止'}
          </Button>
        ),
      },
    ],
  },
};
