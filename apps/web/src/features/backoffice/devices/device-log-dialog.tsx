import { type DeviceLog, deviceLogSchema, type StaffDevice } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { de } from '../../../i18n/de.ts';
import { apiRequest, parseContract } from '../../../lib/api-client.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import actions from '../ui/dialog-actions.module.css';
import { formatDateTime } from '../ui/format.ts';
import styles from './device-log-dialog.module.css';

const t = de.backofficeDevices;
const POLL_MS = 2000;
/** How long the dialog waits for the device before it says so. */
const WAIT_MS = 60_000;

/**
 * "Log anfordern" (spec §3, §7 request-device-logs): after the request the dialog asks every 2 s
 * whether the device has answered and then shows its entries, newest last.
 */
export function DeviceLogDialog({
  device,
  requestedAt,
  onClose,
}: {
  device: StaffDevice;
  requestedAt: number | null;
  onClose: () => void;
}) {
  const isOpen = requestedAt !== null;
  const [hasWaitedLong, setHasWaitedLong] = useState(false);
  useEffect(() => {
    setHasWaitedLong(false);
    if (requestedAt === null) return;
    const timer = window.setTimeout(() => setHasWaitedLong(true), WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [requestedAt]);
  const url = `/api/devices/${device.id}/logs`;
  const log = useQuery({
    queryKey: ['device-log', device.id, requestedAt],
    queryFn: async (): Promise<DeviceLog> =>
      parseContract(deviceLogSchema, await apiRequest(url), url),
    enabled: isOpen,
    refetchInterval: (query) =>
      query.state.data?.requestedAt === null || hasWaitedLong ? false : POLL_MS,
  });
  const isAnswered = log.data?.requestedAt === null;
  return (
    <Dialog isOpen={isOpen} title={t.logTitle(device.name)} onClose={onClose}>
      {!isAnswered ? <p role="status">{hasWaitedLong ? t.logNoAnswer : t.logWaiting}</p> : null}
      {isAnswered && log.data?.entries.length === 0 ? <p>{t.logEmpty}</p> : null}
      {isAnswered && log.data && log.data.entries.length > 0 ? (
        <ol className={styles.entries}>
          {log.data.entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is fixed
            <li key={index} className={styles[entry.level]}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {entry.message}
            </li>
          ))}
        </ol>
      ) : null}
      <div className={actions.actions}>
        <ActionButton variant="primary" onClick={onClose}>
          {t.done}
        </ActionButton>
      </div>
    </Dialog>
  );
}
