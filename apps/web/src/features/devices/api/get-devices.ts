import { type ConnectedDevice, connectedDeviceList, dataEnvelope } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the signed-in user's devices; approving and revoking invalidate all of them. */
export const devicesQueryKey = ['connected-devices'] as const;

const deviceList = dataEnvelope(connectedDeviceList);

/** The signed-in user's connected devices, the last used first. */
export async function getDevices(signal?: AbortSignal): Promise<ConnectedDevice[]> {
  const answer = await api.get<unknown>('/profile/devices', { signal });
  return deviceList.parse(answer).data;
}

export function useDevices() {
  return useQuery({
    queryKey: [...devicesQueryKey, 'list'],
    queryFn: ({ signal }) => getDevices(signal),
    // Devices are used and revoked elsewhere: ask again whenever the list is shown.
    staleTime: 0,
    // The list shows its own error state.
    meta: { handlesErrors: true },
  });
}
