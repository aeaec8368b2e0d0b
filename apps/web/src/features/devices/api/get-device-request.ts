import { type DeviceDecision, type DeviceRequestView, dataEnvelope, deviceRequestView } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const answer = dataEnvelope(deviceRequestView);

/**
 * The device asking to sign in with a typed user code (its name and platform). A person's action, so a
 * mutation: each look-up counts against the wrong-code limit, and nothing is fetched on its own.
 */
export async function getDeviceRequest({ user_code }: DeviceDecision): Promise<DeviceRequestView> {
  return answer.parse(await api.get<unknown>(`/device/${encodeURIComponent(user_code)}`)).data;
}

export function useDeviceRequest() {
  return useMutation({ mutationFn: getDeviceRequest, meta: { handlesErrors: true } });
}
