import { describe, expect, it } from 'vitest';
import { storyGateApi, storyGateList } from '../stories/gateFixtures.ts';
import { storyNow } from '../stories/venueFixtures.ts';
import { downloadGateList } from './gateList.ts';

describe('downloadGateList', () => {
  it('answers the day’s list whose signature the venue’s published key verifies', async () => {
    const list = await downloadGateList(await storyGateApi('signed'), 'demo', 'ja', storyNow);
    expect(list).toEqual(await storyGateList());
  });

  it('refuses a list signed with another key', async () => {
    const api = await storyGateApi('signedWithAnotherKey');
    await expect(downloadGateList(api, 'demo', 'ja', storyNow)).rejects.toThrow(/signature/);
  });

  it('refuses a list of another venue', async () => {
    const api = await storyGateApi('signed');
    await expect(downloadGateList(api, 'okinawa', 'ja', storyNow)).rejects.toThrow('a list of another venue');
  });

  it('refuses the list once its day has ended by the gate’s clock', async () => {
    const { exp } = await storyGateList();
    const api = await storyGateApi('signed');
    await expect(downloadGateList(api, 'demo', 'ja', exp * 1000 + 1000)).rejects.toThrow(/exp/);
  });
});
