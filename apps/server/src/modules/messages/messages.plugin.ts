import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../../core/shared-deps';
import { messagesRoutes } from './messages.routes';
import { createMessagesService } from './messages.service';
import { opsMessagesRoutes } from './ops-messages.routes';

/** Platform messages (issue 17 item 2): the member's inbox and unread count, operators' sends. Provides `messages` (system messages for other areas). */
export async function messagesPlugin(app: FastifyInstance, deps: SharedDeps): Promise<void> {
  const messages = createMessagesService({ db: deps.db, events: deps.events, outbox: deps.outbox });
  deps.services.provide('messages', messages);
  await app.register(messagesRoutes, { messages, auth: deps.auth });
  await app.register(opsMessagesRoutes, { messages });
}
