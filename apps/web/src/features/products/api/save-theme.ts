import { dataEnvelope, type ProductTheme, productTheme, type ThemeBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';
import { themePath } from './get-theme';

const envelope = dataEnvelope(productTheme);

/** `POST /api/admin/products/{id}/themes` for a new theme, `PUT …/themes/{themeId}` (as POST with `_method`) for one that exists. */
export async function saveTheme(productId: string, id: string | null, body: ThemeBody): Promise<ProductTheme> {
  const answer = id
    ? await api.post<unknown>(themePath(productId, id), { ...body, _method: 'PUT' })
    : await api.post<unknown>(`/admin/products/${encodeURIComponent(productId)}/themes`, body);
  return envelope.parse(answer).data;
}

export function useSaveTheme(productId: string, id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThemeBody) => saveTheme(productId, id, body),
    meta: { handlesErrors: true },
    // Themes are under the product's key, and the product lists count them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
