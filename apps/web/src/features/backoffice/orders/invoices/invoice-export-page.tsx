import { staffBranchSummarySchema } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import styles from './invoice-export.module.css';

const t = de.backofficeOrders.invoiceExport;
const BRANCHES_URL = '/api/branches/options';

/** The month before the current one (what the accountant asks for), as YYYY-MM. */
function previousMonth(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The file name the server sends (Content-Disposition), or a fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * "Rechnungsexport" (docs/decisions/040-invoices-and-exports.md): the invoices of a month and
 * branch as CSV or as DATEV Buchungsstapel for the tax advisor. The files come from
 * GET /api/invoices/export; a refusal shows the server's German message and keeps the inputs.
 */
export function InvoiceExportPage() {
  useDocumentTitle(t.title);
  const ids = { month: useId(), branch: useId(), consultant: useId(), client: useId() };
  const branches = useQuery({
    queryKey: ['backoffice', BRANCHES_URL, 'options-full'],
    queryFn: async ({ signal }) =>
      parseContract(
        staffBranchSummarySchema.array(),
        await apiGet(BRANCHES_URL, signal),
        BRANCHES_URL,
      ),
  });
  const [month, setMonth] = useState(previousMonth);
  const [branch, setBranch] = useState('');
  const [consultant, setConsultant] = useState('1001');
  const [client, setClient] = useState('1');
  const [busy, setBusy] = useState<'csv' | 'datev' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(format: 'csv' | 'datev') {
    setBusy(format);
    setError(null);
    const query = new URLSearchParams({ month, format });
    if (branch) query.set('branch', branch);
    if (format === 'datev') {
      query.set('consultant', consultant.trim());
      query.set('client', client.trim());
    }
    try {
      const response = await fetch(`/api/invoices/export?${query}`, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as {
          errors?: { message: string }[];
        } | null;
        setError(body?.errors?.map((entry) => entry.message).join(' ') || t.failed);
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `rechnungen-${month}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setError(t.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.intro}</p>
      </header>
      {error ? <Notice tone="error">{error}</Notice> : null}
      <form
        className={styles.panel}
        onSubmit={(event) => {
          event.preventDefault();
          void download('csv');
        }}
      >
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={ids.month}>{t.month}</label>
            <input
              id={ids.month}
              type="month"
              required
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.branch}>{t.branch}</label>
            <select
              id={ids.branch}
              value={branch}
              onChange={(event) => setBranch(event.target.value)}
            >
              <option value="">{t.allBranches}</option>
              {(branches.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.consultant}>{t.consultant}</label>
            <input
              id={ids.consultant}
              inputMode="numeric"
              value={consultant}
              onChange={(event) => setConsultant(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={ids.client}>{t.client}</label>
            <input
              id={ids.client}
              inputMode="numeric"
              value={client}
              onChange={(event) => setClient(event.target.value)}
            />
          </div>
        </div>
        <p className={styles.muted}>{t.datevHint}</p>
        <div className={styles.buttons}>
          <ActionButton variant="primary" isBusy={busy === 'csv'} onClick={() => download('csv')}>
            {t.csv}
          </ActionButton>
          <ActionButton isBusy={busy === 'datev'} onClick={() => download('datev')}>
            {t.datev}
          </ActionButton>
        </div>
      </form>
    </div>
  );
}
