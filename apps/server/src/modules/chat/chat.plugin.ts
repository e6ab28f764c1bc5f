import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { chatRoutes } from './chat.routes';
import { createChatParties } from './chat-party';
import { createChatRoomService } from './chat-room.service';
import { createLiveChatRepository } from './live-chat.repository';
import { createLiveChatService } from './live-chat.service';
import { opsChatRoutes } from './ops-chat.routes';

/** Customer service chat (issue 17 item 5): the live chat, its operator console, and the public chat room (docs/communications/live-chat.md). */
export async function chatPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const { db, auth, limiter, chatHub: hub, configService: config } = deps;
  const parties = createChatParties({ db, auth, limiter });
  const live = createLiveChatService({ db, repo: createLiveChatRepository(db), hub, limiter });
  const room = createChatRoomService({ db, hub, limiter });
  await app.register(chatRoutes, { parties, live, room, auth, config });
  await app.register(opsChatRoutes, { live, room });
}
