import { type BranchPrintRules, LABEL_LAYOUT_NAMES, type LabelLayout } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { optionsOf } from '../resource/options-source.ts';
import { optionsQueryOptions } from '../resource/resource-api.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import actions from '../ui/dialog-actions.module.css';
import { Field } from '../ui/field.tsx';
import { useToast } from '../ui/toasts.tsx';
import link from './branch-rules.module.css';

const t = de.backofficeDevices;
const branchOptions = optionsOf('/api/branches', de.backoffice.entities.branches);

/** The devices list's header: the branch rules and the day's labels (decision 042). */
export function DevicesListActions() {
  const [open, setOpen] = useState<'rules' | 'labels' | null>(null);
  return (
    <>
      <ActionButton onClick={() => setOpen('rules')}>{t.branchRules}</ActionButton>
      <ActionButton onClick={() => setOpen('labels')}>{t.dayLabels}</ActionButton>
      {open === 'rules' ? <BranchRulesDialog onClose={() => setOpen(null)} /> : null}
      {open === 'labels' ? <DayLabelsDialog onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** Today as YYYY-MM-DD on this screen's clock (the server reads the day in the shop's zone). */
function todayLocal(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The labels of all items of a branch's orders due on one day (GET /api/branches/{id}/labels.pdf,
 * decision 042): branch, day and layout chosen here, the PDF opens in a new tab.
 */
function DayLabelsDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const branches = useQuery(optionsQueryOptions(branchOptions));
  const options = branches.data ?? [];
  const [branchId, setBranchId] = useState('');
  const chosen = branchId || options[0]?.value || '';
  const [date, setDate] = useState(todayLocal);
  const [layout, setLayout] = useState<LabelLayout>('compact');
  const href = `/api/branches/${encodeURIComponent(chosen)}/labels.pdf?date=${encodeURIComponent(date)}&layout=${layout}`;
  return (
    <Dialog isOpen title={t.dayLabelsTitle} onClose={onClose}>
      <div style={{ display: 'grid', gap: 'var(--space-3)' }}>
        <p>{t.dayLabelsText}</p>
        <Field id={`${id}-branch`} label={t.branchRulesBranch}>
          {(control) => (
            <select {...control} value={chosen} onChange={(e) => setBranchId(e.target.value)}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-date`} label={t.dayLabelsDate} isRequired>
          {(control) => (
            <input
              {...control}
              type="date"
              value={date}
              required
              onChange={(e) => setDate(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-layout`} label={t.dayLabelsLayout}>
          {(control) => (
            <select
              {...control}
              value={layout}
              onChange={(e) => setLayout(e.target.value as LabelLayout)}
            >
              {LABEL_LAYOUT_NAMES.map((name) => (
                <option key={name} value={name}>
                  {t.dayLabelsLayouts[name]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className={actions.actions}>
          <ActionButton onClick={onClose}>{t.close}</ActionButton>
          {chosen && date ? (
            <a className={link.primaryLink} href={href} target="_blank" rel="noreferrer">
              {t.dayLabelsOpen}
            </a>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A branch's printing rules (GET/PUT /api/branches/{id}/print-rules, decision 042): auto-confirm
 * of new orders with a preparation time. Server errors show on the field; the form keeps its values.
 */
function BranchRulesDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const toast = useToast();
  const branches = useQuery(optionsQueryOptions(branchOptions));
  const options = branches.data ?? [];
  const [branchId, setBranchId] = useState('');
  const chosen = branchId || options[0]?.value || '';
  const [autoConfirm, setAutoConfirm] = useState(false);
  const [minutes, setMinutes] = useState('20');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const rules = useQuery({
    queryKey: ['branch-print-rules', chosen],
    queryFn: () => apiRequest<BranchPrintRules>(`/api/branches/${chosen}/print-rules`),
    enabled: chosen !== '',
  });
  // A branch's stored rules fill the form once, when they arrive; a later read (a refetch, a
  // slow first answer) never overwrites what the user typed meanwhile. Until they are there the
  // fields are disabled, so nothing typed can be replaced by them.
  const filledFor = useRef('');
  const isLoaded = rules.data !== undefined && filledFor.current === chosen;
  useEffect(() => {
    if (!rules.data || filledFor.current === chosen) return;
    filledFor.current = chosen;
    setAutoConfirm(rules.data.autoConfirm);
    setMinutes(String(rules.data.preparationMinutes));
    setErrors({});
  }, [rules.data, chosen]);

  async function save() {
    setIsSaving(true);
    setErrors({});
    try {
      await staffRequest(`/api/branches/${chosen}/print-rules`, {
        method: 'PUT',
        body: { autoConfirm, preparationMinutes: minutes.trim() === '' ? null : Number(minutes) },
      });
      await rules.refetch();
      toast(t.rulesSaved, 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        setErrors({ [error.field]: error.message });
      } else {
        setErrors({
          form: error instanceof ApiError && error.status !== 0 ? error.message : t.rulesFailed,
        });
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog isOpen title={t.branchRulesTitle} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 'var(--space-3)' }}
      >
        <Field id={`${id}-branch`} label={t.branchRulesBranch}>
          {(control) => (
            <select {...control} value={chosen} onChange={(e) => setBranchId(e.target.value)}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-auto`} label={t.autoConfirm} error={errors.autoConfirm} hasOwnLabel>
          {(control) => (
            <label htmlFor={control.id}>
              <input
                {...control}
                type="checkbox"
                disabled={!isLoaded}
                checked={autoConfirm}
                onChange={(e) => setAutoConfirm(e.target.checked)}
              />{' '}
              {t.autoConfirmLabel}
            </label>
          )}
        </Field>
        <Field
          id={`${id}-minutes`}
          label={t.preparationMinutes}
          hint={t.preparationHint}
          error={errors.preparationMinutes}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              step={5}
              disabled={!isLoaded}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
            />
          )}
        </Field>
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className={actions.actions}>
          <ActionButton onClick={onClose}>{t.cancel}</ActionButton>
          <ActionButton variant="primary" type="submit" isBusy={isSaving} disabled={!isLoaded}>
            {t.save}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}
