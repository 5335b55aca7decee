import { useQuery } from '@tanstack/react-query';
import { de } from '../../../i18n/de.ts';
import { type ControlProps, Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import type {
  FieldDefinition,
  FormMode,
  FormValue,
  FormValues,
  OptionItem,
} from './define-resource.ts';
import { labelOf } from './define-resource.ts';
import styles from './form-field.module.css';
import { optionsQueryOptions } from './resource-api.ts';

type FormFieldProps<Values extends FormValues> = {
  field: FieldDefinition<Values>;
  idPrefix: string;
  mode: FormMode;
  values: Values;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: FormValue) => void;
};

/** One form field of a resource form, by its type; options may come from another resource. */
export function FormField<Values extends FormValues>({
  field,
  idPrefix,
  mode,
  values,
  errors,
  onChange,
}: FormFieldProps<Values>) {
  if (field.isShown && !field.isShown(values)) return null;
  const id = `${idPrefix}-${field.name}`;
  const hint = typeof field.hint === 'function' ? field.hint(mode) : field.hint;
  const isGroup = field.type === 'multiselect' || field.isGroup === true;
  const value = values[field.name];
  // A list editor marks the one wrong input of a row with its message (`deliveryAreas.0.price`);
  // the field around it then shows no message and no red outline on every row.
  const hasRowErrors = Object.keys(errors).some((key) => key.startsWith(`${field.name}.`));
  const error = hasRowErrors ? undefined : errors[field.name];
  const isWide = field.isWide || isGroup || field.type === 'textarea';
  const Custom = field.component;
  const label = labelOf(field, mode);
  // A checkbox saying the same as its label needs no second label (nor a doubled name).
  const hasOwnLabel =
    field.type === 'checkbox' &&
    (field.checkboxLabel === undefined || field.checkboxLabel === label);
  return (
    <Field
      id={id}
      label={label}
      hasOwnLabel={hasOwnLabel}
      hint={hint}
      error={error}
      isRequired={field.isRequired ?? false}
      isGroup={isGroup}
      className={isWide ? styles.wide : undefined}
    >
      {(control) =>
        field.type === 'custom' && Custom ? (
          <Custom
            id={id}
            name={field.name}
            label={label}
            value={value}
            values={values}
            errors={errors}
            control={control}
            onChange={(next) => onChange(field.name, next)}
            setValue={onChange}
          />
        ) : (
          <Control
            field={field}
            control={control}
            value={value}
            onChange={(next) => onChange(field.name, next)}
          />
        )
      }
    </Field>
  );
}

/** What the controls read of a field (not its name's type, so they need no type parameter). */
type OwnKeys = Exclude<keyof FieldDefinition<FormValues>, 'name' | 'isShown' | 'component'>;
type ControlField = Pick<FieldDefinition<FormValues>, OwnKeys> & { name: string };

type ControlArguments = {
  field: ControlField;
  control: ControlProps;
  value: FormValue | undefined;
  onChange: (value: FormValue) => void;
};

function Control({ field, control, value, onChange }: ControlArguments) {
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'checkbox':
      return (
        <label className={styles.checkbox}>
          <input
            {...control}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{field.checkboxLabel ?? labelOf(field, 'edit')}</span>
        </label>
      );
    case 'textarea':
      return (
        <textarea {...control} value={text} onChange={(event) => onChange(event.target.value)} />
      );
    case 'select':
    case 'multiselect':
      return <OptionsControl field={field} control={control} value={value} onChange={onChange} />;
    default:
      return (
        // A number is typed as text with a numeric keyboard: an <input type="number"> reports
        // "2,5x" as empty, which would save "not set"; as text the form names it
        // (numberFieldError) and a German decimal comma works in every browser.
        <input
          {...control}
          type={field.type === 'number' ? 'text' : field.type}
          inputMode={field.inputMode ?? (field.type === 'number' ? 'decimal' : undefined)}
          placeholder={field.placeholder}
          autoComplete={field.autoComplete ?? 'off'}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

function OptionsControl({ field, control, value, onChange }: ControlArguments) {
  const source = field.optionsFrom;
  const query = useQuery({ ...optionsQueryOptions(source ?? EMPTY_SOURCE), enabled: !!source });
  if (source && query.isPending) {
    return <p className={styles.muted}>{de.backoffice.common.loading}</p>;
  }
  if (source && query.isError) {
    return (
      <Notice tone="error" onRetry={() => query.refetch()} isRetrying={query.isFetching}>
        {de.backoffice.errors.loadListFailed(source.entity)}
      </Notice>
    );
  }
  const options: readonly OptionItem[] = source ? (query.data ?? []) : (field.options ?? []);
  if (field.type === 'select') {
    return (
      <select
        {...control}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">–</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (options.length === 0) {
    return <p className={styles.muted}>{field.emptyOptionsText ?? de.backoffice.common.none}</p>;
  }
  const selected = Array.isArray(value) ? value.map(String) : [];
  const toggle = (optionValue: string, isChecked: boolean) =>
    onChange(
      isChecked
        ? [...selected, optionValue]
        : selected.filter((candidate) => candidate !== optionValue),
    );
  return (
    <div className={styles.choices}>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input
            type="checkbox"
            name={field.name}
            value={option.value}
            checked={selected.includes(option.value)}
            aria-invalid={control['aria-invalid']}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceLabel}>{option.label}</span>
            {option.hint ? <span className={styles.choiceHint}>{option.hint}</span> : null}
          </span>
        </label>
      ))}
    </div>
  );
}

const EMPTY_SOURCE = {
  endpoint: '',
  entity: { singular: '', plural: '' },
  parse: () => [],
} satisfies ControlField['optionsFrom'];
