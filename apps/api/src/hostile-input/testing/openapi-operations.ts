/** The parts of an OpenAPI 3 schema object the hostile-input tests read. */
export interface Schema {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly items?: Schema;
  readonly enum?: readonly unknown[];
  readonly allOf?: readonly Schema[];
  readonly oneOf?: readonly Schema[];
  readonly anyOf?: readonly Schema[];
  readonly nullable?: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly example?: unknown;
  readonly default?: unknown;
}

interface Parameter {
  readonly name: string;
  readonly in: string;
  readonly required?: boolean;
  readonly schema?: Schema;
}

interface OperationObject {
  readonly parameters?: readonly Parameter[];
  readonly requestBody?: { readonly content?: Record<string, { readonly schema?: Schema }> };
  readonly responses: Readonly<Record<string, unknown>>;
}

export interface OpenApiDocument {
  readonly paths: Readonly<Record<string, Readonly<Record<string, OperationObject>>>>;
  readonly components?: { readonly schemas?: Readonly<Record<string, Schema>> };
}

/** One `METHOD /path` of the document, with what a request to it may carry. */
export interface Operation {
  /** `POST /v1/deal/{id}/reschedule` */
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly pathParams: readonly string[];
  readonly queryParams: readonly {
    readonly name: string;
    readonly schema: Schema;
    readonly required: boolean;
  }[];
  /** The JSON request body's schema, `$ref`s resolved; null when the operation takes none. */
  readonly body: Schema | null;
  /** Documented response statuses (`"200"`, `"404"` …). */
  readonly responses: readonly string[];
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** Every operation of the document, in document order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        return {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase(),
          path,
          pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string),
          queryParams: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({
              name: parameter.name,
              schema: resolve(document, parameter.schema ?? {}),
              required: parameter.required === true,
            })),
          body: bodySchema ? resolve(document, bodySchema) : null,
          responses: Object.keys(operation.responses),
        };
      }),
  );
}

/** The schema with `$ref`s followed and `allOf` merged, recursively (the document has no cycles). */
function resolve(document: OpenApiDocument, schema: Schema, depth = 0): Schema {
  if (depth > 20) return schema;
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
    return resolve(document, target, depth + 1);
  }
  const merged: Schema = schema.allOf
    ? schema.allOf.reduce<Schema>((all, part) => ({ ...all, ...resolve(document, part, depth + 1) }), {
        ...schema,
        allOf: undefined,
      })
    : schema;
  const properties = merged.properties
    ? Object.fromEntries(
        Object.entries(merged.properties).map(([name, property]) => [
          name,
          resolve(document, property, depth + 1),
        ]),
      )
    : undefined;
  return {
    ...merged,
    ...(properties && { properties }),
    ...(merged.items && { items: resolve(document, merged.items, depth + 1) }),
    ...(merged.oneOf && { oneOf: merged.oneOf.map((part) => resolve(document, part, depth + 1)) }),
    ...(merged.anyOf && { anyOf: merged.anyOf.map((part) => resolve(document, part, depth + 1)) }),
  };
}

/** The path with each `{param}` replaced by the (already encoded) value `valueOf` gives it. */
export function fillPath(path: string, valueOf: (param: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, param: string) => valueOf(param));
}
