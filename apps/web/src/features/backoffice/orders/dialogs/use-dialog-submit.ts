import { useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { errorMessageOf } from '../../ui/error-message.ts';
import { invalidateOrders } from '../api/orders-api.ts';

/**
 * Sending a dialog's form: busy while it runs; a refusal keeps the dialog open with every typed
 * value, the server's field errors by field and its first other message (spec §8 fallback).
 */
export function useDialogSubmit(fallback: string) {
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const submit = async (send: () => Promise<unknown>): Promise<boolean> => {
    setIsBusy(true);
    setMessage(null);
    setFieldErrors({});
    try {
      await send();
      return true;
    } catch (error) {
      // 409: the order changed meanwhile (another screen, the customer): show it as it is now.
      if (error instanceof ApiError && error.status === 409) void invalidateOrders();
      const fields = error instanceof ApiError ? error.errors.filter((entry) => entry.field) : [];
      setFieldErrors(Object.fromEntries(fields.map((entry) => [entry.field, entry.message])));
      if (fields.length === 0) setMessage(errorMessageOf(error, fallback));
      return false;
    } finally {
      setIsBusy(false);
    }
  };
  const reset = () => {
    setMessage(null);
    setFieldErrors({});
  };
  return { submit, isBusy, message, fieldErrors, reset };
}
