import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { handleGlobalError } from './global-error-handler';
import { createQueryClient } from './query-client';

describe('global error handler', () => {
  it.each([401, 403, 404, 422])('stays silent for %i, which screens handle', (status) => {
    const toast = vi.fn();
    handleGlobalError(new ApiError(status, 'handled elsewhere'), undefined, toast);
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([0, 419, 429, 500, 503])("toasts the error's message for %i", (status) => {
    const toast = vi.fn();
    handleGlobalError(new ApiError(status, `failure ${status}`), undefined, toast);
    expect(toast).toHaveBeenCalledWith(`failure ${status}`);
  });

  it("says 'Something went wrong' for errors without a message", () => {
    const toast = vi.fn();
    handleGlobalError(new TypeError(), undefined, toast);
    handleGlobalError(new ApiError(500, ''), undefined, toast);
    expect(toast.mock.calls).toEqual([['Something went wrong'], ['Something went wrong']]);
  });

  it('leaves errors to screens that declare they handle them', () => {
    const toast = vi.fn();
    handleGlobalError(new ApiError(500, 'boom'), { handlesErrors: true }, toast);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('query client wiring', () => {
  it('routes query and mutation failures through the handler', async () => {
    const toast = vi.fn();
    const client = createQueryClient(toast);
    await client
      .fetchQuery({
        queryKey: ['a'],
        queryFn: () => Promise.reject(new ApiError(500, 'A server error occurred.')),
        retry: false,
      })
      .catch(() => {});
    await client
      .fetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError(404, 'Not found')), retry: false })
      .catch(() => {});
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(429, 'Too many attempts. Please try again in 30 seconds.')),
    });
    await mutation.execute(undefined).catch(() => {});
    expect(toast.mock.calls).toEqual([
      ['A server error occurred.'],
      ['Too many attempts. Please try again in 30 seconds.'],
    ]);
  });
});
