import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; route loaders and hooks share it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 },
  },
});
