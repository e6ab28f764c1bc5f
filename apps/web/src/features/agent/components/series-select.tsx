import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../ui/select';
import { downlineRebatePercent, downlineSeriesChoices } from '../prize-group-choices';

type SeriesSelectProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  /** The agent's own prize group and the site's lowest; undefined while they load. */
  bounds: { own: number; min: number } | undefined;
  invalid?: boolean;
};

/**
 * The prize group a new downline gets: the site's default (no group of its own), or one from the
 * agent's own down to the site's lowest, each with the rebate the agent keeps on that team.
 * The value is the group as text, '' for the default.
 */
export function SeriesSelect({ bounds, ...rest }: SeriesSelectProps) {
  const { t } = useTranslation();
  const choices = bounds ? downlineSeriesChoices(bounds.own, bounds.min, bounds.own) : [];
  return (
    <Select {...rest} disabled={rest.disabled || !bounds}>
      <option value="">{t('agentCentre.accounts.series_default')}</option>
      {bounds
        ? choices.map((series) => (
            <option key={series} value={String(series)}>
              {t('agentCentre.accounts.series_option', { series, percent: downlineRebatePercent(bounds.own, series) })}
            </option>
          ))
        : null}
    </Select>
  );
}
