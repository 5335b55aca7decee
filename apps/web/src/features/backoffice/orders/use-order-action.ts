import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageOf } from '../ui/error-message.ts';
import { useToast } from '../ui/toasts.tsx';
import { invalidateOrders } from './api/orders-api.ts';

export type OrderActionFailure = { message: string; retry: () => void };

/**
 * Runs an order action the spec §8 way: while it runs the action is busy; success shows a toast,
 * failure keeps a German message (the server's first, else the catalogue's) with a retry.
 */
export function useOrderAction() {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<OrderActionFailure | null>(null);

  const run = async (
    key: string,
    action: () => Promise<unknown>,
    texts: { success: string; fallback: string },
  ): Promise<boolean> => {
    setBusy(key);
    setFailure(null);
    try {
      await action();
      toast(texts.success);
      return true;
    } catch (error) {
      // 409: the order changed meanwhile (another screen, the customer): show it as it is now.
      if (error instanceof ApiError && error.status === 409) void invalidateOrders();
      setFailure({
        message: errorMessageOf(error, texts.fallback),
        retry: () => void run(key, action, texts),
      });
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { run, busy, failure, clearFailure: () => setFailure(null) };
}
