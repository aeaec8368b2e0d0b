import { dataEnvelope, type ProductTheme, productTheme } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { themesQueryKey } from './get-themes';

const envelope = dataEnvelope(productTheme);

export const themePath = (productId: string, id: string) =>
  `/admin/products/${encodeURIComponent(productId)}/themes/${encodeURIComponent(id)}`;

export async function getTheme(productId: string, id: string, signal?: AbortSignal): Promise<ProductTheme> {
  return envelope.parse(await api.get<unknown>(themePath(productId, id), { signal })).data;
}

export const themeQueryOptions = (productId: string, id: string) =>
  queryOptions({
    queryKey: [...themesQueryKey(productId), id],
    queryFn: ({ signal }) => getTheme(productId, id, signal),
    meta: { handlesErrors: true },
  });

export function useTheme(productId: string, id: string) {
  return useQuery(themeQueryOptions(productId, id));
}
