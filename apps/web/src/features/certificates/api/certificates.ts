import {
  type adminCertificateList,
  type Certificate,
  type CertificateVerification,
  certificate,
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

/** Who administers certificates: a manager (the own organization's) or an admin (every organization's). */
export type CertificatesAudience = 'manager' | 'admin';

/** The API's paths of the certificates (below `/api`; a PDF's is a link, so it is the whole path). */
export const certificatePaths = {
  own: '/trainee/certificates',
  ownPdf: (id: string) => `/api/trainee/certificates/${encodeURIComponent(id)}/pdf`,
  list: { manager: '/manager/certificates', admin: '/admin/certificates' } satisfies Record<
    CertificatesAudience,
    string
  >,
  revoke: (audience: CertificatesAudience, id: string) =>
    `${certificatePaths.list[audience]}/${encodeURIComponent(id)}/revoke`,
  pdf: (audience: CertificatesAudience, id: string) =>
    `/api${certificatePaths.list[audience]}/${encodeURIComponent(id)}/pdf`,
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

/** The admin's list parameters; the manager's are the same without the organization filter. */
export type CertificateListParams = ListParams<(typeof adminCertificateList.filters)[number]>;

/** One audience's list: the manager's own organization's certificates, or every organization's (an admin). */
export const certificatesQueryOptions = (audience: CertificatesAudience, params: CertificateListParams) =>
  queryOptions({
    queryKey: [...certificatesQueryKey, audience, params],
    queryFn: async ({ signal }): Promise<{ data: Certificate[]; meta: ListMeta }> =>
      listed.parse(
        await api.get<unknown>(`${certificatePaths.list[audience]}?${listSearchParams(params).toString()}`, {
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useCertificates(audience: CertificatesAudience, params: CertificateListParams) {
  return useQuery(certificatesQueryOptions(audience, params));
}

/** Revoke one with a reason, as the audience may; the lists load again. */
export function useRevokeCertificate(audience: CertificatesAudience) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      one.parse(await api.post<unknown>(certificatePaths.revoke(audience, id), { reason })).data,
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
