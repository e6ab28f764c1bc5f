/**
 * The part of JSON Schema (draft 2020-12, as zod's `toJSONSchema` writes it) a rule's parameters
 * use: objects, arrays, numbers, integers, strings (money as a pattern), enums, booleans, and a
 * nullable value as `anyOf [x, null]`. The rule-params form draws any kind from it.
 */
export type JsonSchema = {
  type?: 'object' | 'array' | 'number' | 'integer' | 'string' | 'boolean' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: (string | number)[];
  const?: string | number;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
};

/** The schema without its `null` alternative, and whether null is allowed. */
export function unwrapNullable(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (!schema.anyOf) return { schema, nullable: schema.type === 'null' };
  const others = schema.anyOf.filter((s) => s.type !== 'null');
  const nullable = others.length < schema.anyOf.length;
  const first = others.length === 1 && others[0] ? others[0] : { ...schema, anyOf: undefined };
  return { schema: { ...first, default: schema.default ?? first.default }, nullable };
}

/** The values of an enum (or of a `const`), if the schema is one. */
export function enumOf(schema: JsonSchema): (string | number)[] | null {
  if (schema.enum) return schema.enum;
  if (schema.const !== undefined) return [schema.const];
  return null;
}

/** Whether a string field holds money as operators type it ("100", "99.50"): its pattern says digits and two decimals. */
export function isMoney(schema: JsonSchema): boolean {
  return schema.type === 'string' && typeof schema.pattern === 'string' && schema.pattern.includes('\\d') && schema.pattern.includes('\\.');
}

/**
 * A new value of a schema: its default, else an object of its properties' new values (required
 * ones only), an array of `minItems` new items, null for a nullable value, '' for text and
 * undefined for a number (so the operator must type it).
 */
export function newValue(raw: JsonSchema): unknown {
  if (raw.default !== undefined) return structuredClone(raw.default);
  const { schema, nullable } = unwrapNullable(raw);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (nullable) return null;
  const options = enumOf(schema);
  if (options) return options[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = newValue(property);
        if (value !== undefined && (schema.required?.includes(name) || property.default !== undefined)) out[name] = value;
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => (schema.items ? newValue(schema.items) : ''));
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return undefined;
  }
}

/** A parameter's name as words, when no translation names it (`minDeposit` → "Min deposit"). */
export function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
