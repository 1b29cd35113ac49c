import { queryOptions, useMutation } from '@tanstack/react-query';
import { confirmDeparture, previewDeparture, type DepartureChoices, type DepartureKind } from '@/api/departures';

/** Keys from general to specific: a preview per user, kind and the administrator's choices. */
export const departureKeys = {
  all: ['departures'] as const,
  preview: (userId: string, kind: DepartureKind, choices: DepartureChoices) =>
    ['departures', 'preview', { userId, kind, choices }] as const,
};

export const departureQueries = {
  /** never cached for long: what a user holds changes as others work */
  preview: (userId: string, kind: DepartureKind, choices: DepartureChoices) =>
    queryOptions({
      queryKey: departureKeys.preview(userId, kind, choices),
      queryFn: () => previewDeparture({ userId, kind, choices }),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};

export const useConfirmDeparture = () => useMutation({ mutationFn: confirmDeparture });
