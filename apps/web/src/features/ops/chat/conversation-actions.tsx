import type { OpsChatConversation } from '@fortuna/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/error-message';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Field } from '../../../ui/field';
import { MessageDialog } from '../../../ui/message-dialog';
import { Select } from '../../../ui/select';
import { useToast } from '../../../ui/toast';
import { useChatOperators, useChatWrites } from './chat-api';

type Props = { conversation: OpsChatConversation; holder: boolean; onAccept: () => void; onClosed: () => void };

/** Accept a waiting conversation; the holder hands it over or closes it (each confirmed, each audited). */
export function ConversationActions({ conversation, holder, onAccept, onClosed }: Props) {
  const { t } = useTranslation();
  const writes = useChatWrites();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const [confirmClose, setConfirmClose] = useState(false);
  const [handing, setHanding] = useState(false);
  const [target, setTarget] = useState('');
  const operators = useChatOperators(handing);
  const fail = (error: unknown) => toast.show(errorMessage(error), 'error');

  const canClose = conversation.status === 'waiting' || holder;
  return (
    <>
      {conversation.status === 'waiting' ? (
        <Button variant="primary" size="sm" disabled={writes.accept.isPending} onClick={onAccept} data-testid="ops-chat-accept">
          {t('ops_chat.accept')}
        </Button>
      ) : null}
      {holder ? (
        <Button size="sm" onClick={() => setHanding(true)} data-testid="ops-chat-handover">
          {t('ops_chat.handover')}
        </Button>
      ) : null}
      {canClose && conversation.status !== 'closed' ? (
        <Button size="sm" variant="outline" onClick={() => setConfirmClose(true)} data-testid="ops-chat-close">
          {t('ops_chat.close')}
        </Button>
      ) : null}

      <MessageDialog
        open={confirmClose}
        tone="warning"
        title={t('ops_chat.close_title')}
        message={t('ops_chat.close_text', { name: conversation.party.name })}
        confirmLabel={t('ops_chat.close')}
        cancelLabel={t('ops_chat.cancel')}
        busy={writes.close.isPending}
        onClose={() => setConfirmClose(false)}
        onConfirm={() =>
          writes.close.mutate(conversation.id, {
            onSuccess: () => {
              setConfirmClose(false);
              toast.show(t('ops_chat.closed_done'), 'success');
              onClosed();
            },
            onError: fail,
          })
        }
        testId="ops-chat-close-confirm"
      />

      <Dialog
        open={handing}
        onClose={() => setHanding(false)}
        title={t('ops_chat.handover_title')}
        size="sm"
        actions={
          <>
            <Button onClick={() => setHanding(false)}>{t('ops_chat.cancel')}</Button>
            <Button
              variant="primary"
              disabled={!target || writes.handover.isPending}
              onClick={() =>
                writes.handover.mutate(
                  { id: conversation.id, operatorId: Number(target) },
                  {
                    onSuccess: () => {
                      setHanding(false);
                      toast.show(t('ops_chat.handover_done'), 'success');
                    },
                    onError: fail,
                  },
                )
              }
            >
              {t('ops_chat.handover')}
            </Button>
          </>
        }
      >
        <Field label={t('ops_chat.handover_to')}>
          {({ id }) => (
            <Select id={id} value={target} onChange={(event) => setTarget(event.target.value)} data-testid="ops-chat-handover-select">
              <option value="">{t('ops_chat.handover_pick')}</option>
              {(operators.data ?? [])
                .filter((o) => o.id !== conversation.operatorId)
                .map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.username}
                  </option>
                ))}
            </Select>
          )}
        </Field>
      </Dialog>
    </>
  );
}
