import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

export async function deleteProduct(id: string): Promise<void> {
  await api.delete<{ data: null }>(`/admin/products/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // The confirmation shows a failure itself.
    meta: { handlesErrors: true },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...productsQueryKey, id] });
      return queryClient.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] });
    },
  });
}
