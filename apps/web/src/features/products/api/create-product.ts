import {
  type AdminProduct,
  adminProduct,
  type CreateProductBody,
  dataEnvelope,
  type ProductType,
  type UpdateProductBody,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productsQueryKey } from './get-products';

const envelope = dataEnvelope(adminProduct);

export async function createProduct(body: CreateProductBody): Promise<AdminProduct> {
  return envelope.parse(await api.post<unknown>('/admin/products', body)).data;
}

/** A new product of the screen's type (the form holds every field but the type). */
export function useCreateProduct(type: ProductType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProductBody) => createProduct({ ...body, type }),
    meta: { handlesErrors: true },
    onSuccess: (product) => {
      queryClient.setQueryData([...productsQueryKey, product.id], product);
      return queryClient.invalidateQueries({ queryKey: [...productsQueryKey, 'list'] });
    },
  });
}
