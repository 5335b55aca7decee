import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths.ts';
import { de } from '../../../i18n/de.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { logOut } from '../session/api/auth.ts';
import { errorMessageOf } from '../ui/error-message.ts';
import { useToast } from '../ui/toasts.tsx';

/** Logs out, forgets every cached back-office answer and opens the login page. */
export function useLogout() {
  const showToast = useToast();
  return useMutation({
    mutationFn: logOut,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['backoffice'] });
      window.location.assign(paths.backofficeLogin.href());
    },
    onError: (error) => showToast(errorMessageOf(error, de.backoffice.errors.logout), 'error'),
  });
}
