import { createVia } from './catalogue-factories.ts';
import type { StaffApi } from './staff-api.ts';

/** A stream of these segments on a new TV (both named by `key`); answers the TV's secret. */
export async function tvPlaying(api: StaffApi, key: string, segmentIds: number[]): Promise<string> {
  const streamId = (
    await createVia(api, '/api/digital-signage-streams', { identifier: key, name: key, segmentIds })
  ).id;
  const tvId = (
    await createVia(api, '/api/digital-signage-devices', {
      identifier: `tv-${key}`,
      name: `TV ${key}`,
      streamId,
    })
  ).id;
  return (await api.call('POST', `/api/digital-signage-devices/${tvId}/secret`)).json().data.secret;
}
