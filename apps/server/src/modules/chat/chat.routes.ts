import { chatHistoryQuerySchema, chatIdParamsSchema, chatSendRequestSchema } from '@fortuna/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import type { AuthService } from '../auth/auth.service';
import type { ConfigService } from '../config/config.service';
import { readChatImage } from './chat-image';
import type { ChatParties } from './chat-party';
import type { ChatRoomService } from './chat-room.service';
import type { LiveChatService } from './live-chat.service';

type Deps = { parties: ChatParties; live: LiveChatService; room: ChatRoomService; auth: AuthService; config: ConfigService };

/** An image answered to its conversation's party: private, never cached by a shared cache, never sniffed by the browser. */
export function sendImage(reply: FastifyReply, image: { contentType: string; bytes: Buffer }) {
  return reply
    .type(image.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(image.bytes);
}

/** The member side of customer service: the model list, the launch, the live chat (member or guest), and the chat room (members). */
export async function chatRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const { parties, live, room, auth, config } = deps;

  // Spec §7 "Live chat: model list": the built-in live chat and the configured LIVECHAT/TELEGRAM entries.
  app.get('/wps/relay/LC_getModelList', async (request) => {
    const { customerService } = await config.whitelabel(request.site.merchant, request.site.visitor);
    return ok({ builtIn: { enabled: true, title: '' }, list: customerService });
  });

  // Spec §7 "launch chat (returns chatUrl)": our chat page; a visitor without a session gets a guest identity.
  app.post('/wps/relay/LC_launchChat', async (request) => {
    const { party, guestToken } = await parties.ofOrNewGuest(request);
    return ok(await live.launch(party, guestToken));
  });

  app.get('/wps/livechat/conversation', async (request) => ok(await live.current(await parties.of(request))));

  app.get('/wps/livechat/conversations/:id/messages', async (request) => {
    const party = await parties.of(request);
    const { id } = parseInput(chatIdParamsSchema, request.params);
    const { before } = parseInput(chatHistoryQuerySchema, request.query);
    return ok(await live.history(party, id, before));
  });

  app.post('/wps/livechat/messages', async (request) => {
    const party = await parties.of(request);
    const { text } = parseInput(chatSendRequestSchema, request.body);
    return ok(await live.send(party, text));
  });

  app.post('/wps/livechat/images', async (request) => {
    const party = await parties.of(request);
    const image = await readChatImage(request);
    return ok(await live.send(party, '', image));
  });

  app.get('/wps/livechat/images/:id', async (request, reply) => {
    const party = await parties.of(request);
    const { id } = parseInput(chatIdParamsSchema, request.params);
    return sendImage(reply, await live.imageForParty(party, id));
  });

  app.post('/wps/livechat/read', async (request) => ok(await live.markRead(await parties.of(request))));
  app.get('/wps/livechat/unread', async (request) => ok(await live.unread(await parties.of(request))));

  // The chat room: signed-in members only (guests neither read nor write).
  const member = async (request: FastifyRequest) =>
    (await auth.authenticate(request.headers.authorization, request.site.merchant, request.sessionLookup)).member;

  app.get('/wps/chatroom/messages', async (request) => {
    const who = await member(request);
    const { before } = parseInput(chatHistoryQuerySchema, request.query);
    return ok(await room.read(request.site.merchant.id, who, before));
  });

  app.post('/wps/chatroom/messages', async (request) => {
    const who = await member(request);
    const { text } = parseInput(chatSendRequestSchema, request.body);
    return ok(await room.send(request.site.merchant.id, who, text));
  });
}
