import { type FavouriteIds, type Game, LIMITS } from '@fortuna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { useRestrictedAction } from '../../../lib/popups';
import { createRateGate } from '../../../lib/rate-gate';
import { useToken } from '../../../lib/session';
import { useToast } from '../../../ui/toast';
import { addFavourite } from '../api/add-favourite';
import { catalogKeys } from '../api/catalog-keys';
import { removeFavourite } from '../api/remove-favourite';

type Toggle = { game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>; favourite: boolean };

/** The favourite ids with one game added (first, as the newest) or removed. */
export function withFavourite(ids: FavouriteIds | undefined, nodeId: number, favourite: boolean): FavouriteIds {
  const rest = (ids?.favGameIds ?? []).filter((id) => id !== nodeId);
  return { favGameIds: favourite ? [nodeId, ...rest] : rest };
}

/**
 * One toggle a second for the whole page (spec §9 "favourite throttle 1000 ms"): the server holds
 * the same limit per member, so a second card clicked at once would be refused there anyway.
 */
const toggleGate = createRateGate(LIMITS.favouriteThrottleMs);

/**
 * The favourite star (spec §4 "Favourites"): a guest gets the login popup and a trial account
 * the need-a-true-account dialog (favourites belong to real accounts, as the server keeps them).
 * The star changes at once, then the server is told; a refusal puts it back and says why.
 */
export function useToggleFavourite(): (game: Toggle['game'], favourite: boolean) => void {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useToken();
  const guard = useRestrictedAction();
  const toast = useToast();
  const errorMessage = useErrorMessage();

  const { mutate } = useMutation({
    mutationFn: ({ game, favourite }: Toggle) =>
      (favourite ? addFavourite : removeFavourite)({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }),
    onMutate: async ({ game, favourite }) => {
      const key = catalogKeys.favouriteIds(token);
      // A load already under way would overwrite the change with what the server had before it.
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<FavouriteIds>(key, (ids) => withFavourite(ids, game.nodeId, favourite));
    },
    onError: (error, { game, favourite }) => {
      // Only this game goes back: a later toggle of another game keeps its own change.
      queryClient.setQueryData<FavouriteIds>(catalogKeys.favouriteIds(token), (ids) => withFavourite(ids, game.nodeId, !favourite));
      toast.show(errorMessage(error), 'error', { kind: 'favourite-error' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...catalogKeys.member(token), 'favourites'] }),
  });

  return useCallback(
    (game, favourite) => {
      guard('realAccount', () => {
        if (!toggleGate.pass()) {
          toast.show(t('errors.favourite_too_frequent'), 'info', { kind: 'favourite-throttled' });
          return;
        }
        mutate({ game, favourite });
      });
    },
    [guard, mutate, toast, t],
  );
}
