export { waitingRoomViewStates } from './WaitingRoom.css.ts';
export {
  WaitingRoom,
  type WaitingRoomProps,
  type WaitingRoomTexts,
  type WaitingRoomViewState,
} from './WaitingRoom.tsx';
