import { Button } from '../../../../components/ui/button.tsx';
import { de } from '../../../../i18n/de-storefront.ts';

type PickerFooterProps = { isSaveDisabled: boolean; onSave: () => void; onCancel: () => void };

/** 'Abbrechen' and 'Übernehmen' of the date and time pickers (spec §5: no saving when unavailable). */
export function PickerFooter({ isSaveDisabled, onSave, onCancel }: PickerFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {de.checkout.appointment.cancel}
      </Button>
      <Button disabled={isSaveDisabled} onClick={onSave}>
        {de.checkout.appointment.save}
      </Button>
    </>
  );
}
