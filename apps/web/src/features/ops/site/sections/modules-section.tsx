import { type OpsModuleNode, type OpsSite, updateModulesRequestSchema } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Card } from '../../../../ui/card';
import { Checkbox, Input } from '../../../../ui/field';
import { useToast } from '../../../../ui/toast';
import styles from '../site.module.css';
import { useSiteWrites } from '../site-api';
import { SiteWriteError } from '../site-ui';

type Edit = { enabled: boolean; sort: number };

/** The whitelabel module tree: each module on or off and its order among its siblings; saved together. */
export function ModulesSection({ site, writable }: { site: OpsSite; writable: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { modules } = useSiteWrites();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  const changed = Object.entries(edits).map(([modId, edit]) => ({ modId, ...edit }));
  const parsed = updateModulesRequestSchema.safeParse({ modules: changed });
  const edit = (node: OpsModuleNode, change: Partial<Edit>) => {
    const next = { enabled: node.enabled, sort: node.sort, ...edits[node.modId], ...change };
    const rest = { ...edits };
    delete rest[node.modId];
    setEdits(next.enabled === node.enabled && next.sort === node.sort ? rest : { ...rest, [node.modId]: next });
  };
  const renderTree = (nodes: OpsModuleNode[]) => (
    <ul className={styles.tree}>
      {[...nodes]
        .sort((a, b) => (edits[a.modId]?.sort ?? a.sort) - (edits[b.modId]?.sort ?? b.sort))
        .map((node) => {
          const current = edits[node.modId] ?? { enabled: node.enabled, sort: node.sort };
          return (
            <li key={node.modId}>
              <div className={styles.module} data-testid={`site-module-${node.modId}`}>
                <Checkbox
                  label={`${node.name} · ${node.modId}`}
                  checked={current.enabled}
                  disabled={!writable}
                  onChange={(event) => edit(node, { enabled: event.target.checked })}
                  data-testid={`site-module-enabled-${node.modId}`}
                />
                <Input
                  className={styles.order}
                  type="number"
                  min={0}
                  max={10000}
                  aria-label={`${t('ops_site.modules_order')} ${node.name}`}
                  value={current.sort}
                  disabled={!writable}
                  onChange={(event) => edit(node, { sort: Math.max(0, Math.trunc(Number(event.target.value) || 0)) })}
                />
              </div>
              {node.children.length > 0 ? renderTree(node.children) : null}
            </li>
          );
        })}
    </ul>
  );
  return (
    <Card className={styles.card} data-testid="site-modules">
      <h2 className={styles.heading}>{t('ops_site.modules_title')}</h2>
      <p className={styles.hint}>{t('ops_site.modules_hint')}</p>
      <SiteWriteError error={modules.error} />
      {renderTree(site.modules)}
      {writable ? (
        <div className={styles.row}>
          <Button
            variant="primary"
            disabled={!parsed.success || modules.isPending}
            onClick={() =>
              parsed.success &&
              modules.mutate(parsed.data, {
                onSuccess: () => {
                  setEdits({});
                  toast.show(t('ops_site.saved'), 'success');
                },
              })
            }
            data-testid="site-modules-save"
          >
            {t('ops_site.save')}
          </Button>
          {changed.length > 0 ? <span className={styles.hint}>{t('ops_site.modules_changed', { count: changed.length })}</span> : null}
        </div>
      ) : null}
    </Card>
  );
}
