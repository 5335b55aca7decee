import { formatLocalDate, type LocalDate, type WorkingSchedule } from '@shop/domain';
import { useId, useState } from 'react';
import { timeTrackingDe } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import { Field } from '../../ui/field.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { formatZonedTime } from '../format.ts';
import { deleteSchedule, saveSchedule } from './week-plan-api.ts';

const t = timeTrackingDe.week;

type Props = {
  branchId: number;
  employee: { id: number; name: string };
  date: LocalDate;
  /** The shift being edited; null plans a new one. */
  schedule: WorkingSchedule | null;
  timeZone: string;
  onClose: () => void;
};

/**
 * Plans or edits one shift (decision 035): wall-clock start and end on the day in the shop's
 * time zone, an end at or before the start ends the next day; the server checks overlaps and
 * answers a German 422 on the field, and the dialog keeps what was typed.
 */
export function ShiftDialog({ branchId, employee, date, schedule, timeZone, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const [start, setStart] = useState(
    schedule ? formatZonedTime(new Date(schedule.startsAt), timeZone) : '09:00',
  );
  const [end, setEnd] = useState(
    schedule ? formatZonedTime(new Date(schedule.endsAt), timeZone) : '17:00',
  );
  const [breakMinutes, setBreakMinutes] = useState(String(schedule?.breakMinutes ?? 30));
  const [note, setNote] = useState(schedule?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const day = formatLocalDate(date);

  async function save() {
    setBusy('save');
    setErrors({});
    try {
      await saveSchedule(schedule?.id ?? null, {
        userId: employee.id,
        branchId,
        date,
        start,
        end,
        breakMinutes: breakMinutes.trim() === '' ? 0 : Number(breakMinutes),
        type: 'work',
        note: note.trim() || null,
      });
      toast(schedule ? t.updated : t.created, 'success');
      onClose();
    } catch (error) {
      const fallback = schedule ? t.updateFailed : t.createFailed;
      if (error instanceof ApiError && error.field) {
        setErrors({ [error.field === 'date' ? 'start' : error.field]: error.message });
      } else {
        setErrors({
          form: error instanceof ApiError && error.status !== 0 ? error.message : fallback,
        });
      }
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!schedule) return;
    setBusy('delete');
    try {
      await deleteSchedule(schedule.id);
      toast(t.removed, 'success');
      onClose();
    } catch (error) {
      setErrors({
        form: error instanceof ApiError && error.status !== 0 ? error.message : t.removeFailed,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      isOpen
      title={schedule ? t.editTitle(employee.name, day) : t.createTitle(employee.name, day)}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 'var(--space-3)' }}
      >
        <Field id={`${id}-start`} label={t.start} error={errors.start} isRequired>
          {(control) => (
            <input
              {...control}
              type="time"
              value={start}
              required
              onChange={(e) => setStart(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-end`} label={t.end} hint={t.endHint} error={errors.end} isRequired>
          {(control) => (
            <input
              {...control}
              type="time"
              value={end}
              required
              onChange={(e) => setEnd(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-break`} label={t.breakMinutes} error={errors.breakMinutes}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={720}
              step={5}
              value={breakMinutes}
              onChange={(e) => setBreakMinutes(e.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-note`} label={t.note} error={errors.note}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          )}
        </Field>
        {errors.userId ? <p role="alert">{errors.userId}</p> : null}
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className={actions.actions}>
          {schedule ? (
            <ActionButton variant="danger" onClick={() => void remove()} isBusy={busy === 'delete'}>
              {t.remove}
            </ActionButton>
          ) : null}
          <ActionButton onClick={onClose}>{t.cancel}</ActionButton>
          <ActionButton type="submit" variant="primary" isBusy={busy === 'save'}>
            {t.save}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}
