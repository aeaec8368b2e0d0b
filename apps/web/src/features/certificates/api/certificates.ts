import {
  type Certificate,
  type CertificateVerification,
  certificate,
  type certificateList,
  certificateVerification,
  dataEnvelope,
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Every certificates query starts with this key. */
export const certificatesQueryKey = ['certificates'] as const;

/** The API's paths of the certificates (below `/api`). */
export const certificatePaths = {
  own: '/trainee/certificates',
  ownPdf: (id: string) => `/api/trainee/certificates/${encodeURIComponent(id)}/pdf`,
  manager: '/manager/certificates',
  revoke: (id: string) => `/manager/certificates/${encodeURIComponent(id)}/revoke`,
  verify: (code: string) => `/certificates/verify/${encodeURIComponent(code)}`,
};

const ownEnvelope = dataEnvelope(z.array(certificate));
const listed = listEnvelope(certificate);
const one = dataEnvelope(certificate);
const verification = dataEnvelope(certificateVerification);

/** The signed-in trainee's certificates. */
export function useOwnCertificates() {
  return useQuery({
    queryKey: [...certificatesQueryKey, 'own'],
    queryFn: async ({ signal }) => ownEnvelope.parse(await api.get<unknown>(certificatePaths.own, { signal })).data,
  });
}

export type CertificateListParams = ListParams<(typeof certificateList.filters)[number]>;

/** The manager's list of the own organization's certificates. */
export const managerCertificatesQueryOptions = (params: CertificateListParams) =>
  queryOptions({
    queryKey: [...certificatesQueryKey, 'manager', params],
    queryFn: async ({ signal }): Promise<{ data: Certificate[]; meta: ListMeta }> =>
      listed.parse(
        await api.get<unknown>(`${certificatePaths.manager}?${listSearchParams(params).toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useManagerCertificates(params: CertificateListParams) {
  return useQuery(managerCertificatesQueryOptions(params));
}

/** Revoke one with a reason; the lists load again. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      one.parse(await api.post<unknown>(certificatePaths.revoke(id), { reason })).data,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: certificatesQueryKey }),
  });
}

/** The public verification of a code (signed out too). */
export function useCertificateVerification(code: string) {
  return useQuery({
    queryKey: [...certificatesQueryKey, 'verify', code],
    queryFn: async ({ signal }): Promise<CertificateVerification> =>
      verification.parse(await api.get<unknown>(certificatePaths.verify(code), { signal })).data,
    retry: false,
    meta: { handlesErrors: true },
  });
}
