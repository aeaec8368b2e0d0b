import { type AdminProduct, adminProduct, dataEnvelope } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

const envelope = dataEnvelope(adminProduct);

/** `POST /api/admin/products/{id}/image` (multipart, field `image`); `null` removes the image. */
export async function setProductImage(id: string, file: File | null): Promise<AdminProduct> {
  const path = `/admin/products/${encodeURIComponent(id)}/image`;
  const answer = file
    ? await api.post<unknown>(path, { image: file }, { form: true })
    : await api.delete<unknown>(path);
  return envelope.parse(answer).data;
}

export function useProductImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => setProductImage(id, file),
    // The image field shows a refusal under itself.
    meta: { handlesErrors: true },
    onSuccess: (product) => {
      queryClient.setQueryData([...productsQueryKey, id], product);
      return queryClient.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] });
    },
  });
}
