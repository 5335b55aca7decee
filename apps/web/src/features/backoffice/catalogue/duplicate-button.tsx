import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { de } from '../../../i18n/de.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { resourceKey } from '../resource/resource-api.ts';
import { staffRequest } from '../session/api/staff-request.ts';
import { ActionButton } from '../ui/action-button.tsx';
import { errorMessageOf } from '../ui/error-message.ts';
import { useToast } from '../ui/toasts.tsx';

const t = de.backofficeCatalogue.layer;

/**
 * "Duplizieren" in a resource form's header (products, menus): POST {endpoint}/{id}/duplicate,
 * then the copy's form opens.
 */
type DuplicateProps = { endpoint: string; listPath: string; entity: { id: number; name: string } };

export function DuplicateButton({ endpoint, listPath, entity }: DuplicateProps) {
  const navigate = useNavigate();
  const showToast = useToast();
  const duplicate = useMutation({
    mutationFn: () =>
      staffRequest<{ id: number }>(`${endpoint}/${entity.id}/duplicate`, { method: 'POST' }),
    onSuccess: async (copy) => {
      await queryClient.invalidateQueries({ queryKey: resourceKey(endpoint) });
      showToast(t.duplicated(entity.name));
      navigate(`${listPath}/${copy.id}`);
    },
    onError: (error) => showToast(errorMessageOf(error, de.backoffice.errors.unknown)),
  });
  return (
    <ActionButton onClick={() => duplicate.mutate()} isBusy={duplicate.isPending}>
      {t.duplicate}
    </ActionButton>
  );
}
