/**
 * What the OpenAPI document shares under `components` instead of spelling out in each operation (`finishDocument`
 * in openapi.ts calls these on the finished paths): common success answers, uuid path parameters and query
 * parameters spelled the same way in several operations.
 */
export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/**
 * The name of a shared success answer for `schema`, or null when it is not one of the common shapes: `{ data: <an
 * entity of components/schemas> }` (most reads and writes of one record: `<Entity>Data`), `{ data: <Entity>[], meta:
 * ListMeta }` (every list: `<Entity>List`) and `{ data: null }` (most deletes: `NoData`).
 */
function sharedAnswerName(schema: Json): string | null {
  const properties = isObject(schema.properties) ? schema.properties : null;
  if (!properties || schema.type !== 'object' || schema.additionalProperties !== false) return null;
  if (Object.keys(schema).length !== 4) return null;
  const keys = Object.keys(properties).sort().join(',');
  const required = JSON.stringify([...((schema.required as string[] | undefined) ?? [])].sort());
  const data = isObject(properties.data) ? properties.data : null;
  const entity = (ref: unknown) =>
    typeof ref === 'string' && ref.startsWith('#/components/schemas/')
      ? ref.slice('#/components/schemas/'.length)
      : null;
  if (!data) return null;
  if (keys === 'data' && required === '["data"]') {
    if (Object.keys(data).length === 1 && entity(data.$ref)) return `${entity(data.$ref)}Data`;
    if (JSON.stringify(data) === '{"type":"string","nullable":true,"enum":[null]}') return 'NoData';
    return null;
  }
  const meta = isObject(properties.meta) ? properties.meta : null;
  const items = data.type === 'array' && isObject(data.items) ? data.items : null;
  if (keys === 'data,meta' && required === '["data","meta"]' && items && Object.keys(data).length === 2) {
    const name = Object.keys(items).length === 1 ? entity(items.$ref) : null;
    if (name && meta && Object.keys(meta).length === 1 && entity(meta.$ref) === 'ListMeta') return `${name}List`;
  }
  return null;
}

/**
 * A success answer of a common shape (`sharedAnswerName`) refers to one shared response under `components/responses`
 * instead of spelling it out in each operation. Changes `paths` in place.
 */
export function shareSuccessResponses(paths: unknown, responses: Json): Json {
  const out: Json = { ...responses };
  for (const item of Object.values((paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status) || !isObject(response)) continue;
        const content = isObject(response.content) ? response.content : null;
        const json = content && isObject(content['application/json']) ? content['application/json'] : null;
        const schema = json && isObject(json.schema) ? json.schema : null;
        if (!schema || Object.keys(content ?? {}).length !== 1 || Object.keys(response).length !== 2) continue;
        const name = sharedAnswerName(schema);
        if (name === null) continue;
        out[name] ??= response;
        if (JSON.stringify(out[name]) !== JSON.stringify(response)) continue;
        operation.responses[status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  return out;
}

/**
 * A query parameter spelled the same in several operations (`page`, `per_page`, `filter[search]` of every list)
 * refers to one shared parameter under `components/parameters` (`pageQuery`, `filterSearchQuery` …); a parameter of
 * the same name spelled differently (another list's `sort`) stays inline. Changes `paths` in place.
 */
export function shareQueryParameters(paths: unknown, parameters: Json): Json {
  const out: Json = { ...parameters };
  const operations = Object.values((paths ?? {}) as Record<string, Json>).flatMap((item) =>
    Object.values(item).filter(
      (operation): operation is Json => isObject(operation) && Array.isArray(operation.parameters),
    ),
  );
  const seen = new Map<string, number>();
  for (const operation of operations)
    for (const parameter of operation.parameters as unknown[])
      if (isObject(parameter) && parameter.in === 'query') {
        const key = JSON.stringify(parameter);
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
  for (const operation of operations) {
    operation.parameters = (operation.parameters as unknown[]).map((parameter) => {
      if (!isObject(parameter) || parameter.in !== 'query' || typeof parameter.name !== 'string') return parameter;
      const key = JSON.stringify(parameter);
      if ((seen.get(key) ?? 0) < 2) return parameter;
      const name = `${parameter.name.replace(/[^A-Za-z0-9]+([A-Za-z0-9])?/g, (_, next?: string) => (next ?? '').toUpperCase())}Query`;
      out[name] ??= parameter;
      if (JSON.stringify(out[name]) !== key) return parameter;
      return { $ref: `#/components/parameters/${name}` };
    });
  }
  return out;
}

/**
 * Each uuid path parameter (`{id}`, `{userId}` …, in some 250 operations) refers to one shared parameter of its name
 * under `components/parameters` instead of spelling out its schema each time. Changes `paths` in place.
 */
export function shareUuidPathParameters(paths: unknown): Json {
  const parameters: Json = {};
  for (const item of Object.values((paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || !Array.isArray(operation.parameters)) continue;
      operation.parameters = operation.parameters.map((parameter: unknown) => {
        if (!isObject(parameter) || parameter.in !== 'path' || typeof parameter.name !== 'string') return parameter;
        const schema = parameter.schema;
        if (!isObject(schema) || schema.format !== 'uuid' || Object.keys(schema).length !== 2) return parameter;
        if (Object.keys(parameter).some((key) => !['schema', 'in', 'name', 'required'].includes(key))) return parameter;
        const name = `${parameter.name}Path`;
        parameters[name] ??= {
          schema: { type: 'string', format: 'uuid' },
          in: 'path',
          name: parameter.name,
          required: true,
        };
        return { $ref: `#/components/parameters/${name}` };
      });
    }
  }
  return parameters;
}
