import {
  chatHandoverRequestSchema,
  chatHistoryQuerySchema,
  chatIdParamsSchema,
  chatMemberParamsSchema,
  chatMessageIdParamsSchema,
  chatRoomMuteRequestSchema,
  chatRoomSettingsRequestSchema,
  chatSendRequestSchema,
  opsChatListQuerySchema,
} from '@fortuna/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { sendImage } from './chat.routes';
import { readChatImage } from './chat-image';
import type { ChatRoomService } from './chat-room.service';
import type { LiveChatService } from './live-chat.service';

const READ = { ops: { permission: 'support.read' } } as const;
const write = (action: string) => ({ ops: { permission: 'support.write', action } }) as const;

/** The back office's chat console (`support.read` to watch, `support.write` to answer) and chat-room moderation. */
export async function opsChatRoutes(app: FastifyInstance, deps: { live: LiveChatService; room: ChatRoomService }): Promise<void> {
  const { live, room } = deps;

  app.get('/ops/chat/conversations', { config: READ }, async (request) =>
    ok(await live.page(request, parseInput(opsChatListQuerySchema, request.query))),
  );
  app.get('/ops/chat/summary', { config: READ }, async (request) => ok(await live.summary(request)));
  app.get('/ops/chat/operators', { config: READ }, async (request) => ok(await live.operators(request)));
  app.get('/ops/chat/conversations/:id', { config: READ }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.detail(request, id));
  });
  app.get('/ops/chat/conversations/:id/messages', { config: READ }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    const { before } = parseInput(chatHistoryQuerySchema, request.query);
    return ok(await live.opsHistory(request, id, before));
  });
  app.get('/ops/chat/images/:id', { config: READ }, async (request, reply) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return sendImage(reply, await live.imageForOperator(request, id));
  });

  app.post('/ops/chat/conversations/:id/accept', { config: write('chat.accept') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.accept(request, id));
  });
  app.post('/ops/chat/conversations/:id/messages', { config: write('chat.message') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    const { text } = parseInput(chatSendRequestSchema, request.body);
    return ok(await live.answer(request, id, text));
  });
  app.post('/ops/chat/conversations/:id/images', { config: write('chat.image') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.answer(request, id, '', await readChatImage(request)));
  });
  app.post('/ops/chat/conversations/:id/read', { config: write('chat.read') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.opsRead(request, id));
  });
  app.post('/ops/chat/conversations/:id/handover', { config: write('chat.handover') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.handover(request, id, parseInput(chatHandoverRequestSchema, request.body).operatorId));
  });
  app.post('/ops/chat/conversations/:id/close', { config: write('chat.close') }, async (request) => {
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return ok(await live.close(request, id));
  });

  app.get('/ops/chatroom/messages', { config: READ }, async (request) => {
    const { before } = parseInput(chatHistoryQuerySchema, request.query);
    return ok(await room.opsRead(request, before));
  });
  app.delete('/ops/chatroom/messages/:id', { config: write('chatroom.delete') }, async (request) => {
    const { id } = parseInput(chatMessageIdParamsSchema, request.params);
    return ok(await room.remove(request, String(id)));
  });
  app.get('/ops/chatroom/mutes', { config: READ }, async (request) => ok(await room.mutes(request)));
  app.post('/ops/chatroom/mutes', { config: write('chatroom.mute') }, async (request) =>
    ok(await room.mute(request, parseInput(chatRoomMuteRequestSchema, request.body))),
  );
  app.delete('/ops/chatroom/mutes/:memberId', { config: write('chatroom.unmute') }, async (request) => {
    const { memberId } = parseInput(chatMemberParamsSchema, request.params);
    return ok(await room.unmute(request, memberId));
  });
  app.put('/ops/chatroom/settings', { config: write('chatroom.slow_mode') }, async (request) =>
    ok(await room.setSlowMode(request, parseInput(chatRoomSettingsRequestSchema, request.body).slowModeSeconds)),
  );
}
