/**
 * The contract's zod schemas, loaded when first needed: zod and every schema
 * are about 25 KB compressed, and a signed-out visitor's first screen needs
 * none of them until a form is sent. The first call fetches the chunk; later
 * ones answer the same module. Forms that must validate at once may call
 * `preloadSchemas()` when the person starts typing.
 */
export type Schemas = typeof import('@portal/contracts');

let loading: Promise<Schemas> | null = null;

export function loadSchemas(): Promise<Schemas> {
  loading ??= import('@portal/contracts').catch((error: unknown) => {
    // A failed fetch (network) may be retried by the next call.
    loading = null;
    throw error;
  });
  return loading;
}

export function preloadSchemas(): void {
  void loadSchemas().catch(() => undefined);
}
