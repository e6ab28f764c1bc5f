import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { useMoneyKey } from '../../../lib/money-queries';
import { answer, originalsKeys } from './originals-keys';

/** `GET /wps/originals/rounds?code=&pageNo=&pageSize=` (token): the member's rounds, newest first. */
export function getOriginalsRounds(code: string, pageNo: number, pageSize: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ code, pageNo: String(pageNo), pageSize: String(pageSize) });
  return apiGet(`/wps/originals/rounds?${query}`, answer.rounds, { signal });
}

export function useOriginalsRounds(code: string, pageNo: number, pageSize = 10) {
  return useQuery({
    queryKey: useMoneyKey(...originalsKeys.rounds(code, pageNo)),
    queryFn: ({ signal }) => getOriginalsRounds(code, pageNo, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** `GET /wps/originals/rounds/:roundCode` (token): one of the member's rounds with its seeds. */
export function getOriginalsRound(roundCode: string, signal?: AbortSignal) {
  return apiGet(`/wps/originals/rounds/${encodeURIComponent(roundCode)}`, answer.round, { signal });
}

export function useOriginalsRound(roundCode: string | null) {
  return useQuery({
    queryKey: useMoneyKey(...originalsKeys.round(roundCode ?? '')),
    queryFn: ({ signal }) => getOriginalsRound(roundCode as string, signal),
    enabled: roundCode !== null && roundCode !== '',
  });
}
