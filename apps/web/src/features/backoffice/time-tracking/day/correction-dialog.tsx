import {
  addDays,
  localDateOf,
  parseTimeOfDay,
  toZonedDateTime,
  type WorkingActivity,
  zonedTimeToInstant,
} from '@shop/domain';
import { useId, useState } from 'react';
import { timeTrackingDe as t } from '../../../../i18n/de/backoffice/time-tracking.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import actions from '../../ui/dialog-actions.module.css';
import { Field } from '../../ui/field.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { formatZonedTime } from '../format.ts';
import { correctWorkingActivity } from './time-tracking-day-api.ts';

type Props = { activity: WorkingActivity; timeZone: string; onClose: () => void };

/**
 * Corrects start and end of one activity (decision 028): times on the activity's local day, an
 * end before the start means the next day; the reason is required and logged with the original.
 * On a server error the dialog keeps what was typed.
 */
export function CorrectionDialog({ activity, timeZone, onClose }: Props) {
  const id = useId();
  const toast = useToast();
  const day = localDateOf(new Date(activity.startedAt), timeZone);
  const [start, setStart] = useState(formatZonedTime(new Date(activity.startedAt), timeZone));
  const [end, setEnd] = useState(
    activity.endedAt ? formatZonedTime(new Date(activity.endedAt), timeZone) : '',
  );
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);

  async function save() {
    if (!reason.trim()) {
      setErrors({ reason: 'Bitte geben Sie einen Grund für die Korrektur an.' });
      return;
    }
    const startMinutes = parseTimeOfDay(start);
    const startedAt = zonedTimeToInstant(day, startMinutes, timeZone);
    let endedAt: Date | null = null;
    if (end) {
      const endMinutes = parseTimeOfDay(end);
      const endDay = endMinutes < startMinutes ? addDays(day, 1) : day;
      endedAt = zonedTimeToInstant(endDay, endMinutes, timeZone);
    }
    setIsSaving(true);
    try {
      await correctWorkingActivity(activity.id, {
        startedAt: startedAt.toISOString(),
        endedAt: endedAt?.toISOString() ?? null,
        pauses: activity.pauses,
        reason: reason.trim(),
      });
      toast(t.saved, 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        const field =
          error.field === 'startedAt' ? 'start' : error.field === 'endedAt' ? 'end' : error.field;
        setErrors({ [field]: error.message });
      } else {
        setErrors({
          form: error instanceof ApiError && error.status !== 0 ? error.message : t.saveFailed,
        });
      }
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Dialog isOpen title={t.correctTitle(activity.userName)} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: 'var(--space-3)' }}
      >
        <Field id={`${id}-start`} label={t.startTime} error={errors.start} isRequired>
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
        <Field id={`${id}-end`} label={t.endTime} hint={t.endHint} error={errors.end}>
          {(control) => (
            <input {...control} type="time" value={end} onChange={(e) => setEnd(e.target.value)} />
          )}
        </Field>
        {errors.pauses ? <p role="alert">{errors.pauses}</p> : null}
        <Field
          id={`${id}-reason`}
          label={t.reason}
          hint={t.reasonHint}
          error={errors.reason}
          isRequired
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div className={actions.actions}>
          <ActionButton onClick={onClose}>{t.cancel}</ActionButton>
          <ActionButton type="submit" variant="primary" isBusy={isSaving}>
            {t.save}
          </ActionButton>
        </div>
      </form>
    </Dialog>
  );
}

/** The local day of an instant (re-exported for the page). */
export const dayOf = (iso: string, timeZone: string) =>
  toZonedDateTime(new Date(iso), timeZone).date;
