import type { Meta, StoryObj } from '@storybook/react-vite';
import { residenceOptions } from '@venue/ticket-core';
import { useState } from 'react';
import { Select, selectSizes } from './Select.tsx';

const prefectures = residenceOptions('prefectures');

const meta = {
  title: 'Base/Select',
  component: Select,
  args: {
    label: 'お住まいの都道府県',
    options: prefectures,
    value: '',
    placeholder: '選択してください',
    onChange: () => {},
  },
  argTypes: { size: { control: 'inline-radio', options: selectSizes } },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <Select {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Placeholder: Story = {};

export const Chosen: Story = { args: { value: '沖縄県' } };

export const Invalid: Story = { args: { isRequired: true, errorMessage: '都道府県を選択してください。' } };

export const Disabled: Story = { args: { value: '東京都', isDisabled: true } };

/**
 * The open list, portalled to <body> with the tenant theme. Not screenshotted: Radix closes the list
 * when the window is resized or loses focus, which the visual run does between shots.
 */
export const Open: Story = { args: { value: '東京都', defaultOpen: true }, tags: ['no-visual'] };

export const LongThai: Story = {
  args: {
    label: 'คุณทราบข่าวเกี่ยวกับสถานที่นี้จากช่องทางใด (โปรดเลือกหนึ่งข้อ)',
    options: [
      { value: 'web', label: 'เว็บไซต์อย่างเป็นทางการและโซเชียลมีเดีย' },
      { value: 'friend', label: 'เพื่อนหรือครอบครัวแนะนำ' },
    ],
    placeholder: 'กรุณาเลือก',
    errorMessage: 'กรุณาเลือกหนึ่งข้อ',
  },
};
