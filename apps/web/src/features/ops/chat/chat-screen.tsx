import './chat-texts';
import '../../chat/chat-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/page-header';
import { TabPanel, Tabs } from '../../../ui/tabs';
import { useChatSummary } from './chat-api';
import { ChatRoomModeration } from './chat-room-moderation';
import { LiveChatConsole } from './live-chat-console';
import { useOpsChatSocket } from './use-ops-chat-socket';

type Tab = 'live' | 'room';

/** `/backoffice/chat`: the live chat console and the chat room's moderation (support.read watches, support.write answers). */
export function ChatScreen() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('live');
  const summary = useChatSummary().data;
  useOpsChatSocket();
  const waiting = summary?.waiting ?? 0;
  return (
    <>
      <PageHeader title={t('ops_chat.title')} subtitle={t('ops_chat.subtitle')} icon="Headset" />
      <Tabs<Tab>
        idBase="ops-chat"
        label={t('ops_chat.title')}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'live', label: waiting > 0 ? `${t('ops_chat.tab_live')} (${waiting})` : t('ops_chat.tab_live') },
          { id: 'room', label: t('ops_chat.tab_room') },
        ]}
      />
      <TabPanel idBase="ops-chat" id={tab}>
        {tab === 'live' ? <LiveChatConsole /> : <ChatRoomModeration />}
      </TabPanel>
    </>
  );
}
