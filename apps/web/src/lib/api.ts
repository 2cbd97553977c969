import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';
import { normaliseList } from '@fleetdesk/contract/rules/list';
import { clearAuthToken, getAuthToken } from './session';

/** Same origin: the server serves the web app and the API (dev: Vite proxies /api). */
export const API_BASE_URL = '';

/** A reply with a non-OK status. `body` is the parsed JSON (or text) the server sent. */
/** What the reply said besides its body. */
export type ReplyFacts = {
  /** The reply's `X-Request-Id` (a 500's body carries it too). */
  requestId?: string | null;
  /** What was attempted, for the words of a server failure ("The upload failed ..."). */
  action?: string;
};

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly requestId: string | null;
  constructor(status: number, body: unknown, facts: ReplyFacts = {}) {
    const requestId =
      facts.requestId ??
      (isRecord(body) && typeof body.request_id === 'string' ? body.request_id : null);
    const said = errorMessageFromBody(body);
    super(
      status < 500
        ? (said ?? `The server refused the request (status ${status}).`)
        : said && said !== INTERNAL_ERROR_DETAIL
          ? withRequestId(said, requestId)
          : serverFailureText(facts.action, requestId),
    );
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.requestId = requestId;
  }

  /** `400 {field: [messages]}` as a field -> messages map (empty when the body is another shape). */
  get fieldErrors(): Record<string, string[]> {
    return fieldErrorsFromBody(this.body);
  }
}

/**
 * A failure on the server in words a member can act on, with the id that finds its log line:
 * never "Request failed with status 500".
 */
export function serverFailureText(action = 'request', requestId: string | null = null): string {
  return withRequestId(
    `The ${action} failed on the server. Try again, or contact your administrator.`,
    requestId,
  );
}

/** What a 500 says of itself (its cause is only in the log): no news to a member. */
const INTERNAL_ERROR_DETAIL = 'Internal server error.';

const withRequestId = (text: string, requestId: string | null) =>
  requestId ? `${text} (Request id: ${requestId})` : text;

/** The request never got a reply (offline, DNS, CORS, aborted connection). */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * A fresh Idempotency-Key (128 random bits, hex). From getRandomValues, which a shop's server on
 * a plain-http address also has (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The reply was OK but not in the expected format. */
export class InvalidResponseError extends Error {
  readonly body: unknown;
  constructor(body: unknown, message = 'Invalid response from server') {
    super(message);
    this.name = 'InvalidResponseError';
    this.body = body;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `error` or `detail` text of an error body, if any. */
export function errorMessageFromBody(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.error === 'string' && body.error !== '') return body.error;
  if (typeof body.detail === 'string' && body.detail !== '') return body.detail;
  return undefined;
}

export function fieldErrorsFromBody(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const result: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body)) {
    if (Array.isArray(messages) && messages.every((m) => typeof m === 'string')) {
      result[field] = messages as string[];
    }
  }
  return result;
}

/** The server's `error` field when the failure is an ApiError, else the fallback text. */
export function serverErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    isRecord(error.body) &&
    typeof error.body.error === 'string' &&
    error.body.error !== ''
  ) {
    return error.body.error;
  }
  return fallback;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the token header (default true). */
  auth?: boolean;
  /** A 401 clears the token and returns to sign-in (default true; login itself turns it off). */
  logoutOn401?: boolean;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: a step the server applies once however often it is sent. */
  idempotencyKey?: string;
};

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function requestHeaders(token: string | null, idempotencyKey?: string): Record<string, string> {
  // Spec 1 section 6: every call carries the JSON content type, a GET too.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Token ${token}`;
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return headers;
}

/** A reply asked for as the page started (askEarly), waiting for the query that wants it. */
type EarlyReply = { token: string; reply: Promise<Response>; askedAt: number };
const earlyReplies = new Map<string, EarlyReply>();
/** Older than this, an early reply is not used: the query asks again. */
const EARLY_REPLY_MS = 30_000;

/**
 * Starts the GETs a screen opens with as the page starts, with the signed-in member's token.
 * A cold start otherwise asks for them only once the shell's code has arrived and run, and then
 * in rounds, each asked by what the last one rendered (the shop, then the permissions, then the
 * screen's settings): waits in a row on a phone's network (docs/benchmark-phone.md). The query
 * that wants the same path takes the reply (apiRequest), once.
 */
export function askEarly(paths: readonly string[]): void {
  const token = getAuthToken();
  if (!token) return;
  for (const path of paths) {
    const reply = fetch(`${API_BASE_URL}${path}`, {
      method: 'GET',
      headers: requestHeaders(token),
    });
    // Never taken (the member signed out first): no unhandled rejection.
    reply.catch(() => undefined);
    earlyReplies.set(path, { token, reply, askedAt: Date.now() });
  }
}

function takeEarlyReply(path: string, token: string | null): Promise<Response> | undefined {
  const early = earlyReplies.get(path);
  if (!early) return undefined;
  earlyReplies.delete(path);
  if (early.token !== token || Date.now() - early.askedAt > EARLY_REPLY_MS) return undefined;
  return early.reply;
}

/** Drops the early replies not taken (the tests' reset between tests). */
export function forgetEarlyReplies(): void {
  earlyReplies.clear();
}

/** The paths asked for early that no query has taken (tests: each is wanted by the screen). */
export function untakenEarlyPaths(): string[] {
  return [...earlyReplies.keys()];
}

/** Performs a call and returns the parsed body; throws ApiError, NetworkError. */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, auth = true, logoutOn401 = true, signal, idempotencyKey } = options;
  const token = auth ? getAuthToken() : null;
  const headers = requestHeaders(token, idempotencyKey);

  let response: Response;
  try {
    response = await ((method === 'GET' ? takeEarlyReply(path, token) : undefined) ??
      fetch(`${API_BASE_URL}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (cause) {
    throw new NetworkError(cause);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && logoutOn401) clearAuthToken();
    throw new ApiError(response.status, parsed, {
      requestId: response.headers.get('x-request-id'),
    });
  }
  return parsed;
}

/** A contract schema, in zod or in zod/mini (the sign-in page's, for its weight). */
type Schema = z.ZodType | ZodMiniType;

/** Checks a reply against its contract schema; a mismatch is an InvalidResponseError. */
export function parseWith<S extends Schema>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new InvalidResponseError(data);
  // Either form's safeParse yields the schema's output; the union loses that link.
  return result.data as z.infer<S>;
}

/** Performs a GET and validates the reply with the schema. */
export async function apiGet<S extends Schema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  return parseWith(schema, await apiRequest(path, { ...options, method: 'GET' }));
}

/**
 * A call whose reply schema is imported alongside the request instead of with the page, so a
 * screen can show before the validation library has arrived (the sign-in page: issue 10).
 */
export async function apiRequestCheckedLater<S extends Schema>(
  path: string,
  loadSchema: () => Promise<S>,
  options: RequestOptions = {},
): Promise<z.infer<S>> {
  const [data, schema] = await Promise.all([apiRequest(path, options), loadSchema()]);
  return parseWith(schema, data);
}

/** A list reply (plain array or {results}); items that fail the schema are dropped. */
export async function apiGetList<S extends z.ZodType>(
  path: string,
  itemSchema: S,
  options: RequestOptions = {},
): Promise<z.infer<S>[]> {
  const data = await apiRequest(path, { ...options, method: 'GET' });
  const isItem = (value: unknown): value is z.infer<S> => itemSchema.safeParse(value).success;
  return normaliseList(data, isItem);
}
