import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerFormLayouts } from './CustomerForm.css.ts';
import { CustomerForm } from './CustomerForm.tsx';
import { dictionaryFormatter, japaneseMessages, sampleTemplates, thaiMessages } from './fixtures.ts';

const meta = {
  title: 'Sign-in/CustomerForm',
  component: CustomerForm,
  args: {
    templates: sampleTemplates,
    formatMessage: dictionaryFormatter(japaneseMessages),
    residentArea: 'prefectures',
    submitLabel: '次へ',
    selectPlaceholder: '選択してください',
    layout: 'stacked',
    onSubmit: () => {},
  },
  argTypes: {
    layout: { control: 'inline-radio', options: customerFormLayouts },
    residentArea: { control: 'inline-radio', options: ['text', 'countries', 'prefectures', 'fukuoka'] },
  },
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Empty: Story = { args: { templates: [] } };

export const Loading: Story = {
  args: {
    isPending: true,
    defaultValue: { name: '山田 花子', email: 'hanako@example.com', emailConfirm: 'hanako@example.com' },
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: {
    defaultValue: { name: '', email: 'hanako@', emailConfirm: 'hanako@example.com', phone: '12' },
  },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
  },
};

export const WithTerms: Story = {
  args: {
    terms: {
      label: (
        <>
          <a href="#terms">利用規約</a>に同意する
        </>
      ),
      requiredMessage: '利用規約に同意してください',
    },
  },
};

export const RegionalList: Story = { args: { residentArea: 'fukuoka' } };

export const LongJapanese: Story = {
  args: {
    formatMessage: dictionaryFormatter({
      ...japaneseMessages,
      'signin.field.fullname': 'お名前（チケットに印字されます。全角・半角どちらでもご入力いただけます）',
      'signin.field.mail_magazine': '展覧会・イベントの最新情報をお届けするメールマガジンの配信を希望する',
    }),
  },
};

/**
 * A Thai visitor. The questionnaire's items stay as the site wrote them (here a Japanese site's): the
 * sign-in field templates answer carries one list of items for every language, with no translation,
 * so the form has nothing else to show. Only the form's own texts are in Thai.
 */
export const LongThai: Story = {
  args: {
    residentArea: 'text',
    formatMessage: dictionaryFormatter({
      ...thaiMessages,
      'signin.field.fullname': 'ชื่อ-นามสกุล (จะพิมพ์อยู่บนบัตรเข้าชม)',
      'signin.field.mail_magazine': 'ต้องการรับจดหมายข่าวเกี่ยวกับนิทรรศการและกิจกรรมล่าสุด',
    }),
    selectPlaceholder: 'กรุณาเลือก',
    submitLabel: 'ถัดไป',
  },
};
