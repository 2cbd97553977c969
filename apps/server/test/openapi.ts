import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** What the tests read of an OpenAPI document: its paths and their operations. */
export type OpenApiDocument = {
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], OpenApiOperation>>>;
};
export type OpenApiOperation = {
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
  security?: unknown[];
};
export type Operation = {
  method: string;
  path: string;
  /** As Fastify names the route (`:id` for `{id}`): the authorization matrix's key. */
  route: string;
  operation: OpenApiOperation;
};

/** Every operation of the document, in its order. */
export function documentOperations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.filter((m) => item[m]).map((m) => ({
      method: m.toUpperCase(),
      path,
      route: `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      operation: item[m]!,
    })),
  );
}

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;

/** Every schema an operation uses, named by where it sits. */
function operationSchemas(op: Operation): [string, Schema][] {
  const at = `${op.method} ${op.path}`;
  const o = op.operation as OpenApiOperation & { parameters?: Parameter[] };
  const ofContent = (where: string, content: Content | undefined) =>
    Object.entries(content ?? {}).flatMap(([type, media]) =>
      media.schema ? [[`${where} ${type}`, media.schema] as [string, Schema]] : [],
    );
  return [
    ...(o.parameters ?? []).flatMap((p) =>
      p.schema ? [[`${at} ${p.in} ${p.name}`, p.schema] as [string, Schema]] : [],
    ),
    ...ofContent(`${at} body`, o.requestBody?.content as Content | undefined),
    ...Object.entries(o.responses).flatMap(([status, reply]) =>
      ofContent(`${at} ${status}`, (reply as { content?: Content }).content),
    ),
  ];
}

/**
 * OpenAPI 3.0 writes an exclusive bound draft-04 style (`minimum: 0, exclusiveMinimum: true`);
 * JSON Schema since draft 6 as the bound itself (`exclusiveMinimum: 0`). Prism converts it so
 * before compiling; so does this check.
 */
function exclusiveBoundsAsNumbers(_key: string, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out = { ...(value as Schema) };
  for (const [bound, exclusive] of [
    ['minimum', 'exclusiveMinimum'],
    ['maximum', 'exclusiveMaximum'],
  ] as const) {
    if (typeof out[exclusive] !== 'boolean') continue;
    if (out[exclusive]) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else delete out[exclusive];
  }
  return out;
}

/**
 * The schemas of the document that a standard validator refuses to compile, with its reason:
 * Ajv 8 in strict mode, which knows OpenAPI 3.0's `nullable` (Prism compiles them with Ajv too,
 * and skips a schema it cannot compile without a word). Components are `$ref`'d by id.
 */
export function uncompilableSchemas(doc: OpenApiDocument & { components?: Schema }): string[] {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const local = (schema: unknown) =>
    JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components#/definitions/'),
      exclusiveBoundsAsNumbers,
    ) as Schema;
  const refused: string[] = [];
  try {
    ajv.addSchema({ $id: 'components', definitions: local(doc.components?.schemas ?? {}) });
  } catch (err) {
    refused.push(`components: ${(err as Error).message}`);
  }
  for (const [where, schema] of documentOperations(doc).flatMap(operationSchemas)) {
    try {
      ajv.compile(local(schema));
    } catch (err) {
      refused.push(`${where}: ${(err as Error).message}`);
    }
  }
  return refused;
}

const TYPE_OF: Record<string, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  array: Array.isArray,
};

/**
 * Nullable values not written the OpenAPI 3.0 way (`type` with `nullable: true`): `nullable`
 * without a `type`, an enum value of another type than the schema's (`{type: 'object',
 * enum: [null]}`, which Zod writes for a union's null), a JSON Schema `type: 'null'`.
 */
export function misdescribedNulls(node: unknown, at = '#'): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => misdescribedNulls(v, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  const s = node as Schema;
  const own: string[] = [];
  if (s.nullable !== undefined && typeof s.type !== 'string')
    own.push(`${at}: nullable without a type`);
  if (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null')))
    own.push(`${at}: type null (not OpenAPI 3.0)`);
  const typeCheck = typeof s.type === 'string' ? TYPE_OF[s.type] : undefined;
  if (Array.isArray(s.enum) && typeCheck) {
    const odd = s.enum.filter((v) => !typeCheck(v) && !(v === null && s.nullable === true));
    if (odd.length || s.enum.every((v) => v === null))
      own.push(`${at}: enum ${JSON.stringify(s.enum)} for type ${String(s.type)}`);
  }
  return [
    ...own,
    ...Object.entries(s).flatMap(([k, v]) =>
      k === 'enum' || k === 'example' || k === 'default' ? [] : misdescribedNulls(v, `${at}/${k}`),
    ),
  ];
}
