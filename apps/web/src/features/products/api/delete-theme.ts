import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';
import { themePath } from './get-theme';

export async function deleteTheme(productId: string, id: string): Promise<void> {
  await api.delete<{ data: null }>(themePath(productId, id));
}

export function useDeleteTheme(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTheme(productId, id),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
