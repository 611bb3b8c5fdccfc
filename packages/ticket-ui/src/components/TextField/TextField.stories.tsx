import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Base/TextField',
  component: TextField,
  args: { label: 'メールアドレス', name: 'email', type: 'email', defaultValue: 'hanako@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Invalid: Story = {
  args: { defaultValue: 'hanako@', errorMessage: 'メールアドレスの形式が正しくありません。' },
};

export const ReadOnly: Story = {
  args: {
    label: '共有リンク',
    type: 'text',
    readOnly: true,
    defaultValue: 'https://venue.example/demo/tickets/#/tickets/shared/4f9c2a7e5b1d8e3f',
  },
};

export const LongThai: Story = {
  args: {
    label: 'ที่อยู่อีเมลสำหรับส่งบัตร (กรุณาตรวจสอบให้ถูกต้องก่อนส่ง)',
    defaultValue: '',
    errorMessage: 'กรุณากรอกที่อยู่อีเมลให้ถูกต้องตามรูปแบบ',
  },
};
