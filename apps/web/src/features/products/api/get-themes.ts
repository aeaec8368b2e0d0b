import {
  type ListMeta,
  type ListParams,
  listEnvelope,
  listSearchParams,
  type ProductTheme,
  productTheme,
  type themeList,
} from '@portal/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export type ThemeListFilter = (typeof themeList.filters)[number];
export type ThemeListParams = ListParams<ThemeListFilter>;

const envelope = listEnvelope(productTheme);

/** A product's themes live under the product's key: changing a theme refreshes the product's count too. */
export const themesQueryKey = (productId: string) => [...productsQueryKey, productId, 'themes'] as const;

export async function getThemes(
  productId: string,
  params: ThemeListParams,
  signal?: AbortSignal,
): Promise<{ data: ProductTheme[]; meta: ListMeta }> {
  const search = listSearchParams(params);
  const answer = await api.get<unknown>(`/admin/products/${encodeURIComponent(productId)}/themes?${search}`, {
    signal,
  });
  return envelope.parse(answer);
}

export const themesQueryOptions = (productId: string, params: ThemeListParams) =>
  queryOptions({
    queryKey: [...themesQueryKey(productId), 'list', params],
    queryFn: ({ signal }) => getThemes(productId, params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });

export function useThemes(productId: string, params: ThemeListParams) {
  return useQuery(themesQueryOptions(productId, params));
}
