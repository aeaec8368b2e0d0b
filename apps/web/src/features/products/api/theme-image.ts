import { dataEnvelope, type ProductTheme, productTheme } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';
import { themePath } from './get-theme';

const envelope = dataEnvelope(productTheme);

/** `POST …/themes/{themeId}/image` (multipart, field `image`); `null` removes the image. */
export async function setThemeImage(productId: string, id: string, file: File | null): Promise<ProductTheme> {
  const path = `${themePath(productId, id)}/image`;
  const answer = file
    ? await api.post<unknown>(path, { image: file }, { form: true })
    : await api.delete<unknown>(path);
  return envelope.parse(answer).data;
}

export function useThemeImage(productId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => setThemeImage(productId, id, file),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productsQueryKey }),
  });
}
