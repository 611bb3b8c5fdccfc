import type { Meta, StoryObj } from '@storybook/react-vite';
import { statTileTones } from './StatTile.css.ts';
import { StatTile } from './StatTile.tsx';

const meta = {
  title: 'Console/StatTile',
  component: StatTile,
  args: { label: '販売枚数', value: '1,284', hint: '2026/12/01〜2026/12/07' },
  argTypes: { tone: { control: 'inline-radio', options: statTileTones } },
} satisfies Meta<typeof StatTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Every tone side by side, as a report's row of figures. */
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      {statTileTones.map((tone) => (
        <StatTile key={tone} {...args} tone={tone} label={tone} />
      ))}
    </div>
  ),
};

export const WithoutHint: Story = { args: { label: 'Checked in', value: 312, hint: undefined } };
