import { messageIdParamsSchema, sendMessageRequestSchema, sentMessagesQuerySchema } from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { MessagesService } from './messages.service';

const READ = { ops: { permission: 'messages.read' } } as const;
const send = (action: string) => ({ ops: { permission: 'messages.send', action } }) as const;

/** Operators' messages in the back office: list with `messages.read`, preview, send and withdraw with `messages.send`. */
export async function opsMessagesRoutes(app: FastifyInstance, deps: { messages: MessagesService }): Promise<void> {
  const { messages } = deps;

  app.get('/ops/messages', { config: READ }, async (request) => {
    const query = parseInput(sentMessagesQuerySchema, request.query);
    return ok(await messages.sentPage(request, query.pageNo, query.pageSize));
  });
  app.post('/ops/messages/preview', { config: send('messages.preview') }, async (request) =>
    ok(await messages.preview(request, parseInput(sendMessageRequestSchema, request.body))),
  );
  app.post('/ops/messages', { config: send('messages.send') }, async (request) =>
    ok(await messages.send(request, parseInput(sendMessageRequestSchema, request.body))),
  );
  app.post('/ops/messages/:id/withdraw', { config: send('messages.withdraw') }, async (request) =>
    ok(await messages.withdraw(request, parseInput(messageIdParamsSchema, request.params).id)),
  );
}
