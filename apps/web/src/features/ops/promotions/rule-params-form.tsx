import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Checkbox, Field, Input } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { enumOf, humanize, isMoney, type JsonSchema, newValue, unwrapNullable } from './json-schema';
import styles from './promotions.module.css';

type FieldProps = {
  /** The parameter's name (its label's key), or null for an array's item. */
  name: string | null;
  /** Where the value sits (`tiers.0.min`): the server's issues name the same paths. */
  path: string;
  schema: JsonSchema;
  value: unknown;
  onChange: (value: unknown) => void;
  required: boolean;
  disabled: boolean;
  invalid: ReadonlySet<string>;
  index?: number;
};

/** Whether the path or anything under it is invalid. */
const hasIssue = (invalid: ReadonlySet<string>, path: string) => [...invalid].some((p) => p === path || p.startsWith(`${path}.`));

function useLabel() {
  const { t } = useTranslation();
  return (name: string | null, schema: JsonSchema, index?: number) =>
    name === null
      ? t('ops_promotions.param_item', { n: (index ?? 0) + 1 })
      : t(`ops_promotions.params.${name}`, { defaultValue: schema.description ?? humanize(name) });
}

function ObjectFields({ schema, value, onChange, path, disabled, invalid }: Omit<FieldProps, 'name' | 'required'>) {
  const object = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  return (
    <div className={styles.paramGrid}>
      {Object.entries(schema.properties ?? {}).map(([name, property]) => (
        <ParamField
          key={name}
          name={name}
          path={path ? `${path}.${name}` : name}
          schema={property}
          value={object[name]}
          required={schema.required?.includes(name) ?? false}
          disabled={disabled}
          invalid={invalid}
          onChange={(next) => {
            const copy = { ...object };
            if (next === undefined) delete copy[name];
            else copy[name] = next;
            onChange(copy);
          }}
        />
      ))}
    </div>
  );
}

function ArrayField({ name, path, schema, value, onChange, disabled, invalid, required }: FieldProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const items = Array.isArray(value) ? value : [];
  const item = schema.items ?? { type: 'string' };
  const canAdd = schema.maxItems === undefined || items.length < schema.maxItems;
  const canRemove = items.length > (schema.minItems ?? 0);
  return (
    <fieldset className={styles.paramArray} data-invalid={hasIssue(invalid, path) || undefined} data-testid={`rule-param-${path}`}>
      <legend>
        {label(name, schema)}
        {required ? ' *' : ''}
      </legend>
      {items.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an item's place is its identity here (tiers have no ids)
        <div key={index} className={styles.paramItem}>
          <ParamField
            name={null}
            index={index}
            path={`${path}.${index}`}
            schema={item}
            value={entry}
            required
            disabled={disabled}
            invalid={invalid}
            onChange={(next) => onChange(items.map((old, i) => (i === index ? next : old)))}
          />
          <Button
            size="sm"
            variant="ghost"
            iconOnly
            disabled={disabled || !canRemove}
            aria-label={t('ops_promotions.param_remove', { n: index + 1 })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            <Icon.Trash size={16} />
          </Button>
        </div>
      ))}
      <Button size="sm" variant="outline" disabled={disabled || !canAdd} onClick={() => onChange([...items, newValue(item)])}>
        <Icon.Plus size={16} /> {t('ops_promotions.param_add')}
      </Button>
    </fieldset>
  );
}

/** One parameter, drawn by its schema's type (recursively for objects and arrays). */
function ParamField(props: FieldProps) {
  const { t } = useTranslation();
  const label = useLabel();
  const { name, path, value, onChange, required, disabled, invalid, index } = props;
  const { schema, nullable } = unwrapNullable(props.schema);
  const bad = hasIssue(invalid, path);
  const error = bad ? t('ops_promotions.param_invalid') : undefined;
  const text = label(name, schema, index);
  const testId = `rule-param-${path}`;

  if (schema.type === 'object') {
    return (
      <fieldset className={styles.paramObject} data-invalid={bad || undefined}>
        {name !== null || index !== undefined ? <legend>{text}</legend> : null}
        <ObjectFields schema={schema} value={value} onChange={onChange} path={path} disabled={disabled} invalid={invalid} />
      </fieldset>
    );
  }
  if (schema.type === 'array') return <ArrayField {...props} schema={schema} />;
  if (schema.type === 'boolean') {
    return (
      <Checkbox
        label={text}
        checked={value === true}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
    );
  }
  const options = enumOf(schema);
  if (options) {
    return (
      <Field label={text} required={required && !nullable} error={error}>
        {({ id, invalid: isBad }) => (
          <Select
            id={id}
            aria-invalid={isBad}
            value={value === null || value === undefined ? '' : String(value)}
            disabled={disabled}
            data-testid={testId}
            onChange={(e) => {
              const picked = options.find((o) => String(o) === e.target.value);
              onChange(picked === undefined ? null : picked);
            }}
          >
            {nullable ? <option value="">{t('ops_promotions.param_none')}</option> : null}
            {options.map((option) => (
              <option key={String(option)} value={String(option)}>
                {t(`ops_promotions.param_values.${option}`, { defaultValue: String(option) })}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  }
  const numeric = schema.type === 'number' || schema.type === 'integer';
  const money = isMoney(schema);
  const hint = numeric
    ? [
        schema.minimum !== undefined ? t('ops_promotions.param_min', { value: schema.minimum }) : null,
        schema.maximum !== undefined ? t('ops_promotions.param_max', { value: schema.maximum }) : null,
      ]
        .filter(Boolean)
        .join(' · ') || undefined
    : money
      ? t('ops_promotions.param_money')
      : undefined;
  return (
    <Field label={text} required={required && !nullable} error={error} hint={hint}>
      {({ id, describedBy, invalid: isBad }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          invalid={isBad}
          type={numeric ? 'number' : 'text'}
          inputMode={money ? 'decimal' : undefined}
          step={schema.type === 'integer' ? 1 : numeric ? 'any' : undefined}
          min={schema.minimum}
          max={schema.maximum}
          value={value === null || value === undefined ? '' : String(value)}
          disabled={disabled}
          data-testid={testId}
          onChange={(e) => {
            const raw = e.target.value;
            if (raw === '') onChange(nullable ? null : numeric ? undefined : '');
            else onChange(numeric ? e.target.valueAsNumber : raw);
          }}
        />
      )}
    </Field>
  );
}

/**
 * A reward rule's parameters as a form drawn from the kind's JSON Schema (`GET /ops/promotions/kinds`):
 * numbers, money, choices, switches and lists of tiers, for any kind the server registers. The
 * server checks the values with the kind's own schema; its issues (`rule.tiers.0.min`) mark fields here.
 */
export function RuleParamsForm({
  schema,
  value,
  onChange,
  disabled,
  invalid,
}: {
  schema: JsonSchema;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  disabled: boolean;
  invalid: ReadonlySet<string>;
}) {
  return (
    <ObjectFields
      schema={schema}
      value={value}
      onChange={(next) => onChange(next as Record<string, unknown>)}
      path=""
      disabled={disabled}
      invalid={invalid}
    />
  );
}
