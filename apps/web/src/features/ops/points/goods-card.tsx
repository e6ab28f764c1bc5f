import {
  BUNDLED_LANGUAGES,
  type OpsPointGoods,
  type OpsPointGoodsInput,
  opsPointGoodsInputSchema,
  POINT_GOODS_TYPES,
} from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { groupThousands } from '../../../lib/format-money';
import { imageUrl } from '../../../lib/image-cdn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Cell, DataTable, HeadCell } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../ui/field';
import { Icon } from '../../../ui/icons';
import { Select } from '../../../ui/select';
import { CenteredSpinner } from '../../../ui/spinner';
import { useToast } from '../../../ui/toast';
import { formatPoints } from '../../points/points-math';
import { can, useOpsMe } from '../api/ops-api';
import styles from './ops-points.module.css';
import { usePointsGoodsAdmin, usePointsWrites } from './points-api';

/** The goods with their stock: redeemed and remaining units, enabled; create and edit (promotions.write). */
export function GoodsCard() {
  const { t } = useTranslation();
  const me = useOpsMe();
  const writable = can(me.data, 'promotions.write');
  const goods = usePointsGoodsAdmin();
  const [editing, setEditing] = useState<OpsPointGoods | 'new' | null>(null);
  return (
    <Card className={styles.panel}>
      <div className={styles.panelHead}>
        <h2 className={styles.heading}>{t('ops_points.tab_goods')}</h2>
        {writable ? (
          <Button variant="primary" size="sm" onClick={() => setEditing('new')} data-testid="ops-points-new-goods">
            <Icon.Plus size={16} /> {t('ops_points.new_goods')}
          </Button>
        ) : null}
      </div>
      {goods.isError && !goods.data ? (
        <ErrorState error={goods.error} onRetry={() => void goods.refetch()} compact />
      ) : !goods.data ? (
        <CenteredSpinner />
      ) : goods.data.length === 0 ? (
        <EmptyState icon="Gift" title={t('ops_points.goods_empty')} compact />
      ) : (
        <DataTable
          caption={t('ops_points.tab_goods')}
          testId="ops-points-goods"
          head={
            <>
              <HeadCell />
              <HeadCell>{t('ops_points.name')}</HeadCell>
              <HeadCell>{t('points.type')}</HeadCell>
              <HeadCell numeric>{t('points.points')}</HeadCell>
              <HeadCell numeric>{t('points.amount')}</HeadCell>
              <HeadCell numeric>{t('ops_points.stock')}</HeadCell>
              <HeadCell numeric>{t('points.redeemed_qty')}</HeadCell>
              <HeadCell numeric>{t('points.remaining_qty')}</HeadCell>
              <HeadCell numeric>{t('ops_points.per_member')}</HeadCell>
              <HeadCell>{t('points.status_label')}</HeadCell>
              <HeadCell />
            </>
          }
        >
          {goods.data.map((item) => (
            <tr key={item.id} data-testid="ops-points-goods-row">
              <Cell label="">{item.imageUrl ? <img className={styles.thumb} src={imageUrl(item.imageUrl)} alt="" /> : null}</Cell>
              <Cell label={t('ops_points.name')}>{item.names.en}</Cell>
              <Cell label={t('points.type')}>{t(`points.goods_type.${item.type}`)}</Cell>
              <Cell label={t('points.points')} numeric>
                {formatPoints(item.points)}
              </Cell>
              <Cell label={t('points.amount')} numeric>
                {groupThousands(item.amount)}
              </Cell>
              <Cell label={t('ops_points.stock')} numeric>
                {item.stock ?? '∞'}
              </Cell>
              <Cell label={t('points.redeemed_qty')} numeric data-testid="ops-goods-redeemed">
                {item.redeemed}
              </Cell>
              <Cell label={t('points.remaining_qty')} numeric data-testid="ops-goods-remaining">
                {item.remaining ?? '∞'}
              </Cell>
              <Cell label={t('ops_points.per_member')} numeric>
                {item.perMemberLimit ?? '—'}
              </Cell>
              <Cell label={t('points.status_label')}>
                <Badge tone={item.enabled ? 'success' : 'neutral'}>{t(item.enabled ? 'ops_points.on' : 'ops_points.off')}</Badge>
              </Cell>
              <Cell label="">
                {writable ? (
                  <Button size="sm" variant="outline" onClick={() => setEditing(item)} data-testid="ops-points-edit-goods">
                    {t('ops_points.edit')}
                  </Button>
                ) : null}
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing === 'new' ? 'ops_points.new_goods' : 'ops_points.edit_goods')}
        size="lg"
        testId="ops-points-goods-dialog"
      >
        {editing !== null ? (
          <GoodsEditor
            key={editing === 'new' ? 'new' : editing.id}
            goods={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </Card>
  );
}

type Draft = {
  type: OpsPointGoodsInput['type'];
  names: Record<string, string>;
  descriptions: Record<string, string>;
  imageUrl: string;
  points: string;
  amount: string;
  stock: string;
  perMemberLimit: string;
  needsAddress: boolean;
  needsMobile: boolean;
  promotionId: string;
  bonusAmount: string;
  enabled: boolean;
  sort: string;
};

function draftOf(goods: OpsPointGoods | null): Draft {
  return {
    type: goods?.type ?? 'gift',
    names: { ...(goods?.names ?? { en: '' }) },
    descriptions: { ...(goods?.descriptions ?? {}) },
    imageUrl: goods?.imageUrl ?? '',
    points: goods?.points ?? '',
    amount: goods?.amount ?? '0',
    stock: goods?.stock === null || goods?.stock === undefined ? '' : String(goods.stock),
    perMemberLimit: goods?.perMemberLimit ? String(goods.perMemberLimit) : '',
    needsAddress: goods?.needsAddress ?? true,
    needsMobile: goods?.needsMobile ?? true,
    promotionId: goods?.promotionId ? String(goods.promotionId) : '',
    bonusAmount: goods?.bonusAmount ?? '',
    enabled: goods?.enabled ?? true,
    sort: String(goods?.sort ?? 0),
  };
}

/** An empty text is "none" (unlimited stock, no limit, no promotion). */
const optionalInt = (text: string) => (text.trim() === '' ? null : Number(text));

function GoodsEditor({ goods, onDone }: { goods: OpsPointGoods | null; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { saveGoods, uploadImage } = usePointsWrites();
  const [draft, setDraft] = useState<Draft>(() => draftOf(goods));
  const [invalid, setInvalid] = useState<string[]>([]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const bad = (path: string) => (invalid.includes(path) ? t('form.invalid') : undefined);

  const save = () => {
    const promotion = draft.type === 'promotion';
    const parsed = opsPointGoodsInputSchema.safeParse({
      type: draft.type,
      names: Object.fromEntries(Object.entries(draft.names).filter(([lang, text]) => lang === 'en' || text.trim() !== '')),
      descriptions: Object.fromEntries(Object.entries(draft.descriptions).filter(([, text]) => text.trim() !== '')),
      imageUrl: draft.imageUrl,
      points: draft.points,
      amount: draft.amount.trim() || '0',
      stock: optionalInt(draft.stock),
      perMemberLimit: optionalInt(draft.perMemberLimit),
      needsAddress: draft.needsAddress,
      needsMobile: draft.needsMobile,
      promotionId: promotion ? optionalInt(draft.promotionId) : null,
      bonusAmount: promotion && draft.bonusAmount.trim() ? draft.bonusAmount.trim() : null,
      enabled: draft.enabled,
      sort: Number(draft.sort || 0),
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')));
      return;
    }
    setInvalid([]);
    saveGoods.mutate(
      { id: goods?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast.show(t('ops_points.goods_saved'), 'success');
          onDone();
        },
      },
    );
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      data-testid="ops-points-goods-form"
    >
      {saveGoods.error ? <FormAlert testId="ops-points-goods-error">{errorMessage(saveGoods.error)}</FormAlert> : null}
      {invalid.length > 0 ? <FormAlert>{t('ops_points.goods_invalid')}</FormAlert> : null}
      <div className={styles.fields}>
        <Field label={t('points.type')}>
          {({ id }) => (
            <Select id={id} value={draft.type} onChange={(e) => set('type', e.target.value as Draft['type'])} data-testid="ops-goods-type">
              {POINT_GOODS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`points.goods_type.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ops_points.sort')}>
          {({ id }) => <Input id={id} inputMode="numeric" value={draft.sort} onChange={(e) => set('sort', e.target.value)} />}
        </Field>
      </div>
      <div className={styles.fields}>
        {BUNDLED_LANGUAGES.map((language) => (
          <Field
            key={language}
            label={t('ops_points.name_in', { language: language.toUpperCase() })}
            required={language === 'en'}
            error={language === 'en' ? bad('names') : undefined}
          >
            {({ id, invalid: wrong }) => (
              <Input
                id={id}
                maxLength={80}
                invalid={wrong}
                value={draft.names[language] ?? ''}
                onChange={(e) => set('names', { ...draft.names, [language]: e.target.value })}
                data-testid={`ops-goods-name-${language}`}
              />
            )}
          </Field>
        ))}
      </div>
      <div className={styles.fields}>
        {BUNDLED_LANGUAGES.map((language) => (
          <Field key={language} label={t('ops_points.description_in', { language: language.toUpperCase() })}>
            {({ id }) => (
              <Textarea
                id={id}
                rows={3}
                maxLength={2000}
                value={draft.descriptions[language] ?? ''}
                onChange={(e) => set('descriptions', { ...draft.descriptions, [language]: e.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <div className={styles.row}>
        {draft.imageUrl ? <img className={styles.preview} src={imageUrl(draft.imageUrl)} alt="" /> : null}
        <Field label={t('ops_points.image')} error={bad('imageUrl')}>
          {({ id }) => (
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              disabled={uploadImage.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) uploadImage.mutate(file, { onSuccess: ({ url }) => set('imageUrl', url) });
              }}
              data-testid="ops-goods-image"
            />
          )}
        </Field>
        {uploadImage.error ? <FormAlert>{errorMessage(uploadImage.error)}</FormAlert> : null}
      </div>
      <div className={styles.fields}>
        <Field label={t('ops_points.points_per_item')} required error={bad('points')}>
          {({ id, invalid: wrong }) => (
            <Input
              id={id}
              inputMode="numeric"
              invalid={wrong}
              value={draft.points}
              onChange={(e) => set('points', e.target.value)}
              data-testid="ops-goods-points"
            />
          )}
        </Field>
        <Field label={t('ops_points.amount_per_item')} error={bad('amount')}>
          {({ id, invalid: wrong }) => (
            <Input
              id={id}
              inputMode="decimal"
              invalid={wrong}
              value={draft.amount}
              onChange={(e) => set('amount', e.target.value)}
              data-testid="ops-goods-amount"
            />
          )}
        </Field>
        <Field label={t('ops_points.stock')} hint={t('ops_points.blank_unlimited')} error={bad('stock')}>
          {({ id, invalid: wrong }) => (
            <Input
              id={id}
              inputMode="numeric"
              invalid={wrong}
              value={draft.stock}
              onChange={(e) => set('stock', e.target.value)}
              data-testid="ops-goods-stock"
            />
          )}
        </Field>
        <Field label={t('ops_points.per_member')} hint={t('ops_points.blank_no_limit')} error={bad('perMemberLimit')}>
          {({ id, invalid: wrong }) => (
            <Input
              id={id}
              inputMode="numeric"
              invalid={wrong}
              value={draft.perMemberLimit}
              onChange={(e) => set('perMemberLimit', e.target.value)}
              data-testid="ops-goods-limit"
            />
          )}
        </Field>
      </div>
      {draft.type === 'promotion' ? (
        <div className={styles.fields}>
          <Field label={t('ops_points.promotion_id')} error={bad('promotionId')}>
            {({ id, invalid: wrong }) => (
              <Input
                id={id}
                inputMode="numeric"
                invalid={wrong}
                value={draft.promotionId}
                onChange={(e) => set('promotionId', e.target.value)}
              />
            )}
          </Field>
          <Field label={t('ops_points.bonus_amount')} error={bad('bonusAmount')}>
            {({ id, invalid: wrong }) => (
              <Input
                id={id}
                inputMode="decimal"
                invalid={wrong}
                value={draft.bonusAmount}
                onChange={(e) => set('bonusAmount', e.target.value)}
              />
            )}
          </Field>
        </div>
      ) : null}
      <div className={styles.row}>
        <Checkbox
          label={t('ops_points.needs_address')}
          checked={draft.needsAddress}
          onChange={(e) => set('needsAddress', e.target.checked)}
          data-testid="ops-goods-needs-address"
        />
        <Checkbox
          label={t('ops_points.needs_mobile')}
          checked={draft.needsMobile}
          onChange={(e) => set('needsMobile', e.target.checked)}
          data-testid="ops-goods-needs-mobile"
        />
        <Checkbox
          label={t('ops_points.on')}
          checked={draft.enabled}
          onChange={(e) => set('enabled', e.target.checked)}
          data-testid="ops-goods-enabled"
        />
      </div>
      <div className={styles.actions}>
        <Button variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="primary" disabled={saveGoods.isPending} data-testid="ops-goods-save">
          {t('ops_points.save')}
        </Button>
      </div>
    </form>
  );
}
