import { deleteMessagesRequestSchema, inboxQuerySchema, messageIdParamsSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { markMemberRoutes } from '../../http/session-prefetch';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { MessagesService } from './messages.service';

/** The member's platform messages (spec §2 member centre, §7 unread count); every call needs the member's token. */
export async function messagesRoutes(app: FastifyInstance, deps: { messages: MessagesService; auth: AuthService }): Promise<void> {
  markMemberRoutes(app);
  const { messages, auth } = deps;
  const member = async (request: FastifyRequest) =>
    (await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup)).member.id;

  app.get('/wps/relay/CSP_unreadCount', async (request) => ok(await messages.unreadCount(await member(request))));
  app.get('/wps/v2/relay/CSP_unreadCount', async (request) => ok(await messages.unreadCountV2(await member(request))));

  app.get('/wps/messages', async (request) => {
    const id = await member(request);
    return ok(await messages.page(request.site, id, parseInput(inboxQuerySchema, request.query)));
  });
  app.get('/wps/messages/:id', async (request) => {
    const id = await member(request);
    return ok(await messages.read(request.site, id, parseInput(messageIdParamsSchema, request.params).id));
  });
  app.post('/wps/messages/read-all', async (request) => ok(await messages.markAllRead(await member(request))));
  app.delete('/wps/messages/:id', async (request) => {
    const id = await member(request);
    return ok(await messages.deleteOne(id, parseInput(messageIdParamsSchema, request.params).id));
  });
  app.post('/wps/messages/delete', async (request) => {
    const id = await member(request);
    return ok(await messages.deleteMany(id, parseInput(deleteMessagesRequestSchema, request.body).ids));
  });
}
