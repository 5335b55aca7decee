import type { FontFamily, TemplateLayerInput } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import styles from '../../fields/fields.module.css';
import type { CustomFieldProps, FormValues, OptionItem } from '../../resource/define-resource.ts';
import { optionsOf } from '../../resource/options-source.ts';
import { optionsQueryOptions } from '../../resource/resource-api.ts';
import { currentUserQueryOptions } from '../../session/api/current-user.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import editor from './template-editor.module.css';

const t = de.backofficeCatalogue.imageTemplates;
const entities = de.backoffice.entities;
const productOptions = optionsOf('/api/products', entities.products);
const categoryOptions = optionsOf('/api/categories', entities.categories);
const imageOptions = optionsOf('/api/images', entities.images);

/** A layer as the form keeps it: the contract's input with every number a number. */
export type LayerValue = TemplateLayerInput & Record<string, unknown>;
type LayerType = LayerValue['type'];
const TYPES: LayerType[] = ['text', 'shape', 'image', 'product', 'priceList'];

/** The body the editor's preview sends (the form's `toBody`, given by the resource). */
export type PreviewBody = (values: FormValues) => unknown;

const textDefaults = {
  fontFamily: 'Roboto',
  fontVariant: 'regular',
  fontSize: 64,
  color: '#000000',
  align: 'left',
  maxLines: 1,
} as const;

/** A new layer of a type, placed inside a canvas of that size. */
export function newLayer(
  type: LayerType,
  canvas: { width: number; height: number },
  firstIds: { product?: number; category?: number; image?: number },
): LayerValue {
  const box = {
    name: t.types[type] ?? type,
    x: Math.round(canvas.width * 0.05),
    y: Math.round(canvas.height * 0.05),
    width: Math.max(1, Math.round(canvas.width * 0.5)),
    height: Math.max(1, Math.round(canvas.height * 0.2)),
  };
  switch (type) {
    case 'text':
      return { type, ...box, ...textDefaults, text: t.types.text ?? 'Text' };
    case 'shape':
      return { type, ...box, fill: '#1e40af', radius: 0 };
    case 'image':
      return { type, ...box, imageId: firstIds.image ?? 0, fit: 'cover' };
    case 'product':
      return { type, ...box, ...textDefaults, productId: firstIds.product ?? 0, field: 'price' };
    default:
      return {
        type: 'priceList',
        ...box,
        ...textDefaults,
        fontSize: 40,
        height: Math.round(canvas.height * 0.6),
        categoryId: firstIds.category ?? 0,
      };
  }
}

/** The server's render of the unsaved values (POST …/preview.png), 400 ms after the last change. */
function usePreview(body: unknown) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  const key = JSON.stringify(body);
  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState('busy');
      try {
        const user = await queryClient.ensureQueryData(currentUserQueryOptions);
        const response = await fetch('/api/image-templates/preview.png', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': user.csrfToken },
          body: key,
          credentials: 'same-origin',
          signal: controller.signal,
        });
        if (!response.ok) {
          const answer = (await response.json().catch(() => null)) as {
            errors?: { message: string }[];
          } | null;
          setMessage(answer?.errors?.[0]?.message ?? null);
          setState('failed');
          return;
        }
        const next = URL.createObjectURL(await response.blob());
        setUrl((previous) => {
          if (previous) URL.revokeObjectURL(previous);
          return next;
        });
        setMessage(null);
        setState('idle');
      } catch {
        if (!controller.signal.aborted) setState('failed');
      }
    }, 400);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return { url, state, message };
}

function NumberInput({
  label,
  value,
  onChange,
  error,
  min,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  min?: number;
}) {
  return (
    <label>
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        value={Number.isFinite(value) ? value : ''}
        min={min}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(Math.round(Number(event.target.value)))}
      />
      {error ? <span className={styles.rowError}>{error}</span> : null}
    </label>
  );
}

function Select({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: string;
  options: readonly OptionItem[];
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <label>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.some((option) => option.value === value) ? null : <option value={value}>—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <span className={styles.rowError}>{error}</span> : null}
    </label>
  );
}

const choices = (labels: Record<string, string>): OptionItem[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The settings of the selected layer: its box in pixels and what its type draws. */
function LayerSettings({
  layer,
  index,
  errors,
  fonts,
  onChange,
}: {
  layer: LayerValue;
  index: number;
  errors: Readonly<Record<string, string>>;
  fonts: FontFamily[];
  onChange: (layer: LayerValue) => void;
}) {
  const products = useQuery(optionsQueryOptions(productOptions)).data ?? [];
  const categories = useQuery(optionsQueryOptions(categoryOptions)).data ?? [];
  const images = useQuery(optionsQueryOptions(imageOptions)).data ?? [];
  const error = (field: string) => errors[`layers.${index}.${field}`];
  const set = (field: string, value: unknown) =>
    onChange({ ...layer, [field]: value } as LayerValue);
  const hasText = layer.type === 'text' || layer.type === 'product' || layer.type === 'priceList';
  const family = fonts.find((font) => font.family === layer.fontFamily);
  return (
    <div className={editor.stack}>
      <label>
        <span>{t.layerName}</span>
        <input value={layer.name} onChange={(event) => set('name', event.target.value)} />
      </label>
      <div className={editor.grid}>
        <NumberInput label={t.x} value={layer.x} onChange={(v) => set('x', v)} error={error('x')} />
        <NumberInput label={t.y} value={layer.y} onChange={(v) => set('y', v)} error={error('y')} />
        <NumberInput
          label={t.layerWidth}
          value={layer.width}
          min={1}
          onChange={(v) => set('width', v)}
          error={error('width')}
        />
        <NumberInput
          label={t.layerHeight}
          value={layer.height}
          min={1}
          onChange={(v) => set('height', v)}
          error={error('height')}
        />
      </div>
      {layer.type === 'text' ? (
        <label>
          <span>{t.text}</span>
          <textarea
            rows={2}
            value={String(layer.text ?? '')}
            onChange={(event) => set('text', event.target.value)}
          />
        </label>
      ) : null}
      {layer.type === 'product' ? (
        <div className={editor.grid}>
          <Select
            label={t.product}
            value={String(layer.productId)}
            options={products}
            onChange={(v) => set('productId', Number(v))}
            error={error('productId')}
          />
          <Select
            label={t.productField}
            value={String(layer.field)}
            options={choices(t.productFields)}
            onChange={(v) => set('field', v)}
          />
        </div>
      ) : null}
      {layer.type === 'priceList' ? (
        <Select
          label={t.category}
          value={String(layer.categoryId)}
          options={categories}
          onChange={(v) => set('categoryId', Number(v))}
          error={error('categoryId')}
        />
      ) : null}
      {layer.type === 'image' ? (
        <div className={editor.grid}>
          <Select
            label={t.image}
            value={String(layer.imageId)}
            options={images}
            onChange={(v) => set('imageId', Number(v))}
            error={error('imageId')}
          />
          <Select
            label={t.fit}
            value={String(layer.fit ?? 'cover')}
            options={choices(t.fits)}
            onChange={(v) => set('fit', v)}
          />
        </div>
      ) : null}
      {layer.type === 'shape' ? (
        <div className={editor.grid}>
          <label>
            <span>{t.fill}</span>
            <input
              type="color"
              value={String(layer.fill)}
              onChange={(event) => set('fill', event.target.value)}
            />
          </label>
          <NumberInput
            label={t.radius}
            value={Number(layer.radius ?? 0)}
            min={0}
            onChange={(v) => set('radius', v)}
          />
        </div>
      ) : null}
      {hasText ? (
        <div className={editor.grid}>
          <Select
            label={t.font}
            value={String(layer.fontFamily)}
            options={fonts.map((font) => ({ value: font.family, label: font.family }))}
            onChange={(v) => {
              const variants = fonts.find((font) => font.family === v)?.variants ?? [];
              const variant = variants.includes(String(layer.fontVariant))
                ? layer.fontVariant
                : (variants[0] ?? 'regular');
              onChange({ ...layer, fontFamily: v, fontVariant: variant } as LayerValue);
            }}
            error={error('fontFamily')}
          />
          <Select
            label={t.variant}
            value={String(layer.fontVariant)}
            options={(family?.variants ?? []).map((variant) => ({
              value: variant,
              label: variant,
            }))}
            onChange={(v) => set('fontVariant', v)}
            error={error('fontVariant')}
          />
          <NumberInput
            label={t.fontSize}
            value={Number(layer.fontSize)}
            min={6}
            onChange={(v) => set('fontSize', v)}
            error={error('fontSize')}
          />
          <label>
            <span>{t.color}</span>
            <input
              type="color"
              value={String(layer.color)}
              onChange={(event) => set('color', event.target.value)}
            />
          </label>
          <Select
            label={t.align}
            value={String(layer.align)}
            options={choices(t.aligns)}
            onChange={(v) => set('align', v)}
          />
          {layer.type === 'priceList' ? null : (
            <NumberInput
              label={t.maxLines}
              value={Number(layer.maxLines ?? 1)}
              min={1}
              onChange={(v) => set('maxLines', v)}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The template editor (docs/decisions/039-image-templates-and-fonts.md): the server's live
 * preview of the unsaved values with a box per layer to drag (pointer events; arrow keys move
 * the selected box by 1 px, with Shift by 10 px), the layers in drawing order, and the selected
 * layer's numeric fields.
 */
export function TemplateLayersField(
  props: CustomFieldProps & { previewBody: PreviewBody; templateId?: number | undefined },
) {
  const { id, value, values, errors, name, onChange, previewBody } = props;
  const layers = (Array.isArray(value) ? value : []) as LayerValue[];
  const canvas = {
    width: Math.max(1, Number(values.width) || 1920),
    height: Math.max(1, Number(values.height) || 1080),
  };
  const [selected, setSelected] = useState(0);
  const [newType, setNewType] = useState<LayerType>('text');
  const fontsQuery = useQuery({
    queryKey: ['backoffice', '/api/fonts'],
    queryFn: ({ signal }) => apiRequest<FontFamily[]>('/api/fonts', { signal }),
    staleTime: 3_600_000,
  });
  const products = useQuery(optionsQueryOptions(productOptions)).data ?? [];
  const categories = useQuery(optionsQueryOptions(categoryOptions)).data ?? [];
  const images = useQuery(optionsQueryOptions(imageOptions)).data ?? [];
  const preview = usePreview(previewBody(values));
  const frame = useRef<HTMLDivElement>(null);
  const current = layers[Math.min(selected, layers.length - 1)];
  const currentIndex = Math.min(selected, layers.length - 1);

  const replace = (index: number, layer: LayerValue) =>
    onChange(layers.map((entry, at) => (at === index ? layer : entry)));
  const move = (index: number, by: number) => {
    const target = index + by;
    if (target < 0 || target >= layers.length) return;
    const next = [...layers];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    setSelected(target);
  };
  const scale = () => canvas.width / (frame.current?.getBoundingClientRect().width || canvas.width);

  /** Drags a layer's box: window listeners until the button is released (pointer events). */
  function onPointerDown(index: number, event: PointerEvent<HTMLButtonElement>) {
    const layer = layers[index];
    if (!layer || event.button !== 0) return;
    event.preventDefault();
    setSelected(index);
    const factor = scale();
    const start = { x: event.clientX, y: event.clientY };
    const before = layers;
    const onMove = (move: globalThis.PointerEvent) => {
      const x = Math.round(layer.x + (move.clientX - start.x) * factor);
      const y = Math.round(layer.y + (move.clientY - start.y) * factor);
      onChange(before.map((entry, at) => (at === index ? { ...layer, x, y } : entry)));
    };
    const onUp = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  }
  function onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? 10 : 1;
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const by = delta[event.key];
    const layer = layers[index];
    if (!by || !layer) return;
    event.preventDefault();
    replace(index, { ...layer, x: layer.x + by[0], y: layer.y + by[1] });
  }
  const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

  return (
    <div className={editor.editor}>
      <div className={editor.stack}>
        <div
          ref={frame}
          className={editor.canvas}
          style={{ aspectRatio: `${canvas.width} / ${canvas.height}` }}
        >
          {preview.url ? <img src={preview.url} alt={t.previewAlt} /> : null}
          {layers.map((layer, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: layers have no id; their place is their identity
              key={index}
              type="button"
              className={editor.box}
              aria-label={t.select(layer.name)}
              aria-pressed={index === currentIndex}
              data-layer={index}
              style={{
                left: percent(layer.x, canvas.width),
                top: percent(layer.y, canvas.height),
                width: percent(layer.width, canvas.width),
                height: percent(layer.height, canvas.height),
              }}
              onPointerDown={(event) => onPointerDown(index, event)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onClick={() => setSelected(index)}
            />
          ))}
        </div>
        <p className={editor.status} role="status">
          {preview.state === 'busy'
            ? t.previewUpdating
            : preview.state === 'failed'
              ? (preview.message ?? t.previewFailed)
              : ''}
        </p>
        {fontsQuery.isError ? <p className={styles.rowError}>{t.fontsFailed}</p> : null}
        {props.templateId ? (
          <p className={editor.links}>
            <a href={`/api/image-templates/${props.templateId}/image.png?download=1`} download>
              {t.download}
            </a>
            <a href={`/api/image-templates/${props.templateId}/image.webp?download=1`} download>
              {t.downloadWebp}
            </a>
          </p>
        ) : null}
      </div>
      <div className={editor.stack}>
        <p className={styles.hint}>{t.layersHint}</p>
        {layers.length === 0 ? <p className={styles.muted}>{t.noLayers}</p> : null}
        <ol className={editor.layerList}>
          {layers.map((layer, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: layers have no id; their place is their identity
            <li key={index} className={editor.layerRow} data-selected={index === currentIndex}>
              <ActionButton size="sm" variant="ghost" onClick={() => setSelected(index)}>
                {layer.name} · {t.types[layer.type]}
              </ActionButton>
              <ActionButton
                size="sm"
                aria-label={t.moveUp(layer.name)}
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                ↑
              </ActionButton>
              <ActionButton
                size="sm"
                aria-label={t.moveDown(layer.name)}
                disabled={index === layers.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </ActionButton>
              <ActionButton
                size="sm"
                aria-label={t.remove(layer.name)}
                onClick={() => {
                  onChange(layers.filter((_, at) => at !== index));
                  setSelected(Math.max(0, index - 1));
                }}
              >
                ×
              </ActionButton>
            </li>
          ))}
        </ol>
        {errors[name] ? <p className={styles.rowError}>{errors[name]}</p> : null}
        <div className={styles.gridRow}>
          <label className={`${styles.inline} ${styles.grow}`} htmlFor={`${id}-type`}>
            <span>{t.layerType}</span>
            <select
              id={`${id}-type`}
              value={newType}
              onChange={(event) => setNewType(event.target.value as LayerType)}
            >
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          </label>
          <ActionButton
            size="sm"
            onClick={() => {
              const first = (options: OptionItem[]) =>
                options[0] ? Number(options[0].value) : undefined;
              const layer = newLayer(newType, canvas, {
                product: first(products),
                category: first(categories),
                image: first(images),
              });
              onChange([...layers, layer]);
              setSelected(layers.length);
            }}
          >
            {t.addLayer}
          </ActionButton>
        </div>
        {current ? (
          <LayerSettings
            key={currentIndex}
            layer={current}
            index={currentIndex}
            errors={errors}
            fonts={fontsQuery.data ?? []}
            onChange={(layer) => replace(currentIndex, layer)}
          />
        ) : null}
      </div>
    </div>
  );
}
