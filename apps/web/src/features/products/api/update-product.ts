import { type AdminProduct, adminProduct, dataEnvelope, type UpdateProductBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

const envelope = dataEnvelope(adminProduct);

/** `PUT /api/admin/products/{id}`, sent as POST with `_method: 'PUT'` like every update of the portal. */
export async function updateProduct(id: string, body: UpdateProductBody): Promise<AdminProduct> {
  const answer = await api.post<unknown>(`/admin/products/${encodeURIComponent(id)}`, { ...body, _method: 'PUT' });
  return envelope.parse(answer).data;
}

export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => updateProduct(id, body),
    meta: { handlesErrors: true },
    onSuccess: (product) => {
      queryClient.setQueryData([...productsQueryKey, id], product);
      return queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
}
