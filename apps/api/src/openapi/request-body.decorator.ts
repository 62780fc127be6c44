import { ApiBody } from '@nestjs/swagger';
import { schemaOf, type FieldOf, type FieldRules, type JsonSchema } from '@deal/domain';

/**
 * What the API says of one body field, beside what its rules say: a description, and maybe an
 * example or the default the use case applies when the field is left out.
 */
export type FieldDoc =
  string | { readonly description: string; readonly example?: unknown; readonly default?: unknown };

/**
 * One description per field of a body's rules: a field left out, or one the rules do not have,
 * fails to compile (the rules are declared `satisfies FieldRules`, so they keep their names).
 */
export type FieldDocs<Rules extends FieldRules> = { readonly [Field in FieldOf<Rules>]: FieldDoc };

/** A schema of the OpenAPI document: a request body's, or a part of one that others refer to. */
export type DocumentSchema = JsonSchema | Readonly<Record<string, unknown>>;

const schemas = new Map<string, DocumentSchema>();

/**
 * The request body of an operation, from the domain's rules for it (`schemaOf`, the one
 * declaration of the body) and the API's words for each field. The schema is a component named
 * `name` (the names clients have generated code from). The body may be left out when no field is
 * required (it counts as `{}`), unless `bodyRequired` says the parser refuses `{}` all the same
 * (a PATCH that must change something).
 */
export function ApiRequestBody<Rules extends FieldRules>(
  name: string,
  rules: Rules,
  docs: FieldDocs<Rules>,
  options: { readonly bodyRequired?: boolean } = {},
): MethodDecorator {
  const schema = describedSchema(rules, docs);
  registerRequestSchema(name, schema);
  const required = options.bodyRequired === true || (schema.required ?? []).length > 0;
  return ApiBody({ required, schema: { $ref: componentRef(name) } });
}

/**
 * A request body whose parser is not written with field rules (an automation's: nested, its
 * rules depend on the trigger), described by `schema` and the components it refers to.
 */
export function ApiRequestBodySchema(
  name: string,
  schema: DocumentSchema,
  parts: Readonly<Record<string, DocumentSchema>> = {},
): MethodDecorator {
  for (const [part, partSchema] of Object.entries(parts)) registerRequestSchema(part, partSchema);
  registerRequestSchema(name, schema);
  return ApiBody({ required: true, schema: { $ref: componentRef(name) } });
}

export const componentRef = (name: string): string => `#/components/schemas/${name}`;

/** The request body components, for the document (openapi-document.ts). */
export function requestBodySchemas(): Readonly<Record<string, DocumentSchema>> {
  return Object.fromEntries(schemas);
}

/** The schema of `rules` with each field's description (and example, default) from `docs`. */
export function describedSchema<Rules extends FieldRules>(rules: Rules, docs: FieldDocs<Rules>): JsonSchema {
  const schema = schemaOf(rules);
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([field, property]) => {
      const doc: FieldDoc = docs[field as FieldOf<Rules>];
      return [field, { ...property, ...(typeof doc === 'string' ? { description: doc } : doc) }];
    }),
  );
  return { ...schema, properties };
}

/** Two routes may share a component (an invitation's body and a member's); never two shapes under one name. */
function registerRequestSchema(name: string, schema: DocumentSchema): void {
  const known = schemas.get(name);
  if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema)) {
    throw new Error(`two request bodies are named ${name}`);
  }
  schemas.set(name, schema);
}
