import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, CountPicker, Select, ThemeProvider } from '../packages/ticket-ui/src/index.ts';
import { themes } from '../tenants/themes.ts';
import './allTenants.css';

const prefectures = [
  { value: '東京都', label: '東京都' },
  { value: '沖縄県', label: '沖縄県' },
];

/** One order screen's controls in one tenant's theme. */
function TenantCard({ id, themeClass }: { id: string; themeClass: string }) {
  return (
    <ThemeProvider themeClass={themeClass} className="all-tenants-card">
      <h2 className="all-tenants-name">{id}</h2>
      <CountPicker
        label="枚数"
        maxTotal={10}
        maxTotalMessage="1回のご注文は10枚までです"
        formatYen={(yen) => `¥${yen.toLocaleString('ja-JP')}`}
        increaseLabel="増やす"
        decreaseLabel="減らす"
        defaultValue={{ adult: 2 }}
      >
        <CountPicker.Item id="adult" label="大人" price={2000} />
      </CountPicker>
      <Select label="お住まいの都道府県" options={prefectures} value="東京都" onChange={() => {}} />
      <Button variant="primary" fullWidth>
        購入手続きへ
      </Button>
      <Button variant="secondary" fullWidth>
        戻る
      </Button>
    </ThemeProvider>
  );
}

/** The same controls in every tenant theme side by side, to compare brands at a glance. */
const meta = {
  title: 'Theme/All tenants',
  parameters: { layout: 'fullscreen' },
  loaders: [
    async () => ({
      tenantThemes: await Promise.all(
        Object.entries(themes).map(async ([id, load]) => ({ id, themeClass: (await load()).themeClass })),
      ),
    }),
  ],
  render: (_args, { loaded }) => (
    <div className="all-tenants-grid">
      {(loaded.tenantThemes as { id: string; themeClass: string }[]).map((tenant) => (
        <TenantCard key={tenant.id} {...tenant} />
      ))}
    </div>
  ),
} satisfies Meta;

export default meta;

export const AllTenants: StoryObj<typeof meta> = { name: 'All tenants' };
