// A stand-in for an AI provider's HTTP API on 127.0.0.1, speaking just enough of OpenAI's chat
// completions (also what OpenAI-compatible servers speak), Gemini's generateContent and
// Anthropic's messages for the real AI SDK provider code to run against it. It records every
// request and answers from a queue: a text for the model to "say", an HTTP error, or a hang.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProviderDialect = 'openai' | 'google' | 'anthropic';

export type FakeReply = { say: string } | { status: number; message?: string } | 'hang';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface FakeProvider {
  /** What AI_BASE_URL should be. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies for the next requests, in order; an empty queue answers 500. */
  replies: FakeReply[];
  close(): Promise<void>;
}

function openaiAnswer(text: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

function googleAnswer(text: string) {
  return {
    candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
  };
}

/** Anthropic answers through a "json" tool or as plain text, as the SDK asked for. */
function anthropicAnswer(text: string, body: Record<string, unknown>) {
  const tools = (body.tools as { name: string }[] | undefined) ?? [];
  const viaTool = tools.some((tool) => tool.name === 'json');
  let input: unknown = { unreadable: text };
  try {
    input = JSON.parse(text);
  } catch {
    // Not JSON: the tool input stays an object that fails the schema, like a confused model.
  }
  return {
    id: 'msg_test',
    type: 'message',
    role: 'assistant',
    model: 'test-model',
    content: viaTool
      ? [{ type: 'tool_use', id: 'toolu_test', name: 'json', input }]
      : [{ type: 'text', text }],
    stop_reason: viaTool ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 10 },
  };
}

export async function startFakeProvider(dialect: ProviderDialect): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const replies: FakeReply[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = replies.shift() ?? { status: 500 };
      if (reply === 'hang') return; // never answers: the caller's deadline must end it
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if ('status' in reply) {
        const message = reply.message ?? `fake failure ${reply.status}`;
        return json(reply.status, { error: { message, type: 'invalid_request_error' } });
      }
      if (dialect === 'openai') return json(200, openaiAnswer(reply.say));
      if (dialect === 'google') return json(200, googleAnswer(reply.say));
      return json(200, anthropicAnswer(reply.say, body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    replies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
