import { siteVersionSchema } from '@shop/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { de } from '../../../../i18n/de.ts';
import { apiGet, parseContract } from '../../../../lib/api-client.ts';
import { staffRequest } from '../../session/api/staff-request.ts';
import { ActionButton } from '../../ui/action-button.tsx';
import { errorMessageOf } from '../../ui/error-message.ts';
import { useToast } from '../../ui/toasts.tsx';

const t = de.backofficeContent;
const dateTime = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });

/**
 * "Versionen" in the page editor's header (decision 029): every saved version, newest first; a
 * restore saves that version as the newest one and reloads the editor with it.
 */
export function SiteVersions({ entity }: { entity: { id: number }; endpoint: string }) {
  const showToast = useToast();
  const versions = useQuery({
    queryKey: ['backoffice', '/api/sites', entity.id, 'versions'],
    queryFn: async ({ signal }) => {
      const url = `/api/sites/${entity.id}/versions`;
      return parseContract(siteVersionSchema.array(), await apiGet(url, signal), url);
    },
  });
  const restore = useMutation({
    mutationFn: (versionId: number) =>
      staffRequest(`/api/sites/${entity.id}/versions/${versionId}/restore`, { method: 'POST' }),
    onSuccess: () => window.location.reload(),
    onError: (error) => showToast(errorMessageOf(error, de.backoffice.errors.unknown)),
  });
  return (
    <details>
      <summary>{t.versions}</summary>
      <ol aria-label={t.versions}>
        {(versions.data ?? []).map((version, index) => (
          <li key={version.id}>
            {t.versionLine(
              version.version,
              dateTime.format(new Date(version.createdAt)),
              version.userEmail,
            )}{' '}
            {index === 0 ? null : (
              <ActionButton
                size="sm"
                onClick={() => restore.mutate(version.id)}
                isBusy={restore.isPending}
                aria-label={t.restoreVersion(version.version)}
              >
                {t.restore}
              </ActionButton>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
