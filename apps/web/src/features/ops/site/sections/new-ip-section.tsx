import { NEW_IP_METHODS, type NewIpMethod, newIpMethodsSettingSchema, type OpsSite } from '@fortuna/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { ErrorState } from '../../../../ui/error-state';
import { Checkbox } from '../../../../ui/field';
import { Skeleton } from '../../../../ui/skeleton';
import { useToast } from '../../../../ui/toast';
import { opsGet, opsKeys, opsSend } from '../../api/ops-api';
import styles from '../site.module.css';
import { SiteWriteError } from '../site-ui';

/**
 * Which verification a member's login from a new address may be asked for (spec §4): SMS, email,
 * real name, authenticator. The module switch "new IP verification" turns the check itself on.
 */
export function NewIpSection({ writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: opsKeys.area('site', 'new-ip-methods'),
    queryFn: ({ signal }) => opsGet('/ops/site/new-ip-methods', newIpMethodsSettingSchema, { signal }),
  });
  const save = useMutation({
    mutationFn: (methods: NewIpMethod[]) => opsSend('PUT', '/ops/site/new-ip-methods', { methods }, newIpMethodsSettingSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opsKeys.all }),
  });
  const [chosen, setChosen] = useState<NewIpMethod[]>([]);
  useEffect(() => {
    if (current.data) setChosen(current.data.methods);
  }, [current.data]);

  return (
    <Card className={styles.card} data-testid="site-new-ip">
      <h2 className={styles.heading}>{t('ops_site.new_ip_title')}</h2>
      <p className={styles.hint}>{t('ops_site.new_ip_hint')}</p>
      <SiteWriteError error={save.error} />
      {current.error ? (
        <ErrorState error={current.error} onRetry={() => void current.refetch()} compact />
      ) : !current.data ? (
        <Skeleton style={{ height: 96 }} />
      ) : (
        <>
          <div className={styles.languages}>
            {NEW_IP_METHODS.map((method) => (
              <Checkbox
                key={method}
                label={t(`ops_site.new_ip_${method}`)}
                checked={chosen.includes(method)}
                disabled={!writable}
                onChange={(event) => setChosen(event.target.checked ? [...chosen, method] : chosen.filter((m) => m !== method))}
                data-testid={`site-new-ip-${method}`}
              />
            ))}
          </div>
          {writable ? (
            <Button
              variant="primary"
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  NEW_IP_METHODS.filter((m) => chosen.includes(m)),
                  { onSuccess: () => toast.show(t('ops_site.saved'), 'success') },
                )
              }
              data-testid="site-new-ip-save"
            >
              {t('ops_site.save')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
