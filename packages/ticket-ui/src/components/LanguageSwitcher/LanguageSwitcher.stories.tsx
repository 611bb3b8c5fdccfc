import type { Meta, StoryObj } from '@storybook/react-vite';
import { type LanguageCode, languageCodes } from '@venue/ticket-core';
import { useState } from 'react';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'ja', label: 'Language', onChange: () => {} },
  argTypes: { value: { control: 'select', options: languageCodes } },
  render: function Render(args) {
    const [value, setValue] = useState<LanguageCode>(args.value);
    return <LanguageSwitcher {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const TwoLanguages: Story = { args: { value: 'en', languages: ['ja', 'en'] } };
