import { useMutation } from '@tanstack/react-query';
import { de } from '../../../i18n/de.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { errorMessageOf } from '../ui/error-message.ts';
import { useToast } from '../ui/toasts.tsx';
import type { FormValues, ResourceDefinition } from './define-resource.ts';
import { deleteEntity } from './resource-api.ts';

const t = de.backoffice.resource;

type DeleteDialogProps<Entity extends { id: number }> = {
  resource: Pick<ResourceDefinition<Entity, FormValues>, 'endpoint' | 'name' | 'titleOf'>;
  entity: Entity | null;
  onClose: () => void;
};

/** Delete with a confirmation; a failure shows the server's message (or spec §8's) with retry. */
export function DeleteDialog<Entity extends { id: number }>({
  resource,
  entity,
  onClose,
  onDeleted,
}: DeleteDialogProps<Entity> & { onDeleted?: () => void }) {
  const showToast = useToast();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteEntity(resource, id),
    onSuccess: () => {
      showToast(de.backoffice.success.deleted(resource.name));
      onClose();
      onDeleted?.();
    },
  });
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      isOpen={entity !== null}
      title={t.confirmDeleteTitle(resource.name)}
      text={entity ? t.confirmDeleteText(resource.titleOf(entity)) : ''}
      confirmLabel={t.confirmDelete}
      isBusy={mutation.isPending}
      errorMessage={
        mutation.isError
          ? errorMessageOf(mutation.error, de.backoffice.errors.deleteFailed(resource.name))
          : null
      }
      onConfirm={() => entity && mutation.mutate(entity.id)}
      onClose={close}
    />
  );
}
