import { countryCodeSchema } from '@fortuna/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './api';

const countryCodesSchema = z.array(countryCodeSchema);

/** `GET /wps/system/countryCodes`: the dialing codes of mobile fields, the operator's markets first. */
export function getCountryCodes(signal?: AbortSignal) {
  return apiGet('/wps/system/countryCodes', countryCodesSchema, { signal });
}

/** The dialing codes, loaded once per visit while a mobile field is shown. */
export function useCountryCodes(enabled = true) {
  return useQuery({
    queryKey: ['system', 'countryCodes'],
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
