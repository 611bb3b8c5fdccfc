import type { Meta, StoryObj } from '@storybook/react-vite';
import { LinkButton } from '../LinkButton/LinkButton.tsx';
import { waitingRoomViewStates } from './WaitingRoom.css.ts';
import { WaitingRoom, type WaitingRoomTexts } from './WaitingRoom.tsx';

const texts = (message: string): WaitingRoomTexts => ({
  title: '順番待ち',
  message,
  positionLabel: 'あなたの順番',
  positionPending: '販売開始時に抽選で決まります',
  aheadLabel: 'あなたより前の人数',
  estimateLabel: '待ち時間の目安',
  opensAtLabel: '販売開始',
  liveLabel: 'このページは自動で更新されます',
  announcePlace: ({ position, ahead }) => `あなたの順番は${position}番目、前に${ahead}人です。`,
});

const meta = {
  title: 'Feedback/WaitingRoom',
  component: WaitingRoom,
  args: {
    state: 'waiting',
    position: 1234,
    ahead: 856,
    estimate: '約2分',
    opensAt: null,
    locale: 'ja',
    texts: texts('順番が来ると、自動でチケットの選択に進みます。このページを開いたままお待ちください。'),
  },
  argTypes: { state: { control: 'inline-radio', options: waitingRoomViewStates } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WaitingRoom>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Before the sale opens: places are drawn among everyone waiting at opening. */
export const BeforeOpening: Story = {
  args: {
    state: 'beforeOpening',
    position: null,
    ahead: null,
    estimate: null,
    opensAt: '1月6日(水) 10:00',
    texts: texts(
      '販売開始前です。開始時刻までにお越しの方の順番は抽選で決まります。このページを開いたままお待ちください。',
    ),
  },
};

export const Waiting: Story = {};

/** The pass expired before the order was placed: back in line, told why. */
export const PassExpired: Story = {
  args: {
    position: 12,
    ahead: 3,
    estimate: '1分未満',
    notice: '入場の有効期限が切れました。順番が来ると、もう一度チケットの選択に進めます。',
  },
};

export const Admitted: Story = {
  args: {
    state: 'admitted',
    position: 1234,
    ahead: 0,
    estimate: null,
    texts: texts('お待たせしました。チケットの選択に進みます。'),
    children: (
      <LinkButton variant="primary" href="#/order">
        チケットの選択へ
      </LinkButton>
    ),
  },
};
