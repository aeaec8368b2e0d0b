import {
  dataEnvelope,
  type LicenseManagerAssignment,
  type LicenseManagerHandoverBody,
  licenseManagerAssignment,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const envelope = dataEnvelope(licenseManagerAssignment);

/** `POST /api/manager/license-manager`: the member becomes license manager, the caller a trainee. */
export async function handOver(body: LicenseManagerHandoverBody): Promise<LicenseManagerAssignment> {
  return envelope.parse(await api.post<unknown>('/manager/license-manager', body)).data;
}

/** What follows a success (a fresh session user, leaving the section) is the page's: see license-manager-page. */
export function useHandOver() {
  return useMutation({ mutationFn: handOver, meta: { handlesErrors: true } });
}
