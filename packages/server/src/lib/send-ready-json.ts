// JSON kept ready (ready-json-cache.ts) goes out as it is, past the route's serializer: it was
// checked against the route's response schema when it was written (docs/decisions/0014-speed.md).
import type { FastifyReply } from 'fastify';

export function sendReadyJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
