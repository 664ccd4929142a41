// The one fetch wrapper of the admin app: JSON in and out, errors parsed into ApiError, and the
// session rules of docs/api.md (401 → login or the admin's re-login modal, forced password reset).

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Leave a 401 to the caller (the login form: a wrong password is a 401 too). */
  skipSessionHandling?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on writes that must not be doubled. */
  headers?: Record<string, string>;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** Role of the signed-in user, when known. */
  getRole: () => string | undefined;
  /** Path + search of the page the user is on. */
  getCurrentPath: () => string;
  navigate: (href: string) => void;
  /** Shows the platform admin's login modal; resolves once signed in again. */
  reLogin: () => Promise<void>;
  /** The app's language: sent as Accept-Language, the language of refusals before signing in. */
  getLanguage?: () => string;
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

export const LOGIN_PATH = '/login';
export const CHANGE_PASSWORD_PATH = '/change-password';

export function loginHref(redirectTo: string): string {
  return redirectTo && redirectTo !== '/'
    ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirectTo)}`
    : LOGIN_PATH;
}

/** A same-site path to go back to after login; anything else goes home. */
export function safeRedirect(value: unknown): string {
  return typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith(LOGIN_PATH)
    ? value
    : '/';
}

async function toApiError(response: Response): Promise<ApiError> {
  // Loaded on the first error only, so zod stays out of the first screen's JavaScript.
  const { apiErrorSchema, GENERIC_ERROR_MESSAGE } = await import('@storekeep/domain/api-error');
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page): fall through to the generic message.
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(response.status, code, message, fields);
  }
  return new ApiError(
    response.status,
    response.status === 401 ? 'unauthenticated' : 'internal',
    GENERIC_ERROR_MESSAGE,
  );
}

export function createApiClient(deps: ApiClientDeps): ApiClient {
  let pendingReLogin: Promise<void> | null = null;

  function send(path: string, options: ApiRequestOptions): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    const language = deps.getLanguage?.();
    if (language) headers['Accept-Language'] = language;
    // A FormData body (file uploads) goes as multipart, the browser setting its boundary; a file
    // (Blob) goes as the raw body with its own type; everything else as JSON.
    const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
    const isFile = typeof Blob !== 'undefined' && options.body instanceof Blob;
    if (isFile) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
    else if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    return deps.fetch(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm || isFile
            ? (options.body as FormData | Blob)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  }

  async function reLoginOnce(): Promise<void> {
    // Many calls can fail at once when a session ends; the admin signs in once for all of them.
    pendingReLogin ??= deps.reLogin().finally(() => {
      pendingReLogin = null;
    });
    return pendingReLogin;
  }

  async function read<T>(response: Response): Promise<T> {
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  return {
    async request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
      let response = await send(path, options);
      if (response.ok) return read<T>(response);

      if (response.status === 401 && !options.skipSessionHandling) {
        if (deps.getRole() === 'platform_admin') {
          await reLoginOnce();
          response = await send(path, options);
          if (response.ok) return read<T>(response);
        }
        const error = await toApiError(response);
        if (error.status === 401) {
          const current = deps.getCurrentPath();
          if (!current.startsWith(LOGIN_PATH)) deps.navigate(loginHref(current));
        }
        throw error;
      }

      const error = await toApiError(response);
      if (
        error.status === 403 &&
        error.code === 'password_reset_required' &&
        !deps.getCurrentPath().startsWith(CHANGE_PASSWORD_PATH)
      ) {
        deps.navigate(CHANGE_PASSWORD_PATH);
      }
      throw error;
    },
  };
}

/** Placeholder until the app wires the real client (configureApi); keeps modules free of import cycles. */
let client: ApiClient | null = null;

export function configureApi(deps: ApiClientDeps): ApiClient {
  client = createApiClient(deps);
  return client;
}

function current(): ApiClient {
  if (!client) throw new Error('configureApi() has not been called');
  return client;
}

/**
 * What the client needs of a reply schema: zod's `parse` (the schemas live in packages/domain and
 * are the server's own `response` schemas). Typed here so that this file does not load zod.
 */
export interface ReplySchema<T> {
  parse(data: unknown): T;
}

/** The reply of a 204 route: no body. */
export const NO_CONTENT: ReplySchema<void> = {
  parse(data) {
    if (data !== undefined) throw new TypeError('Expected an empty reply');
  },
};

/**
 * Sends a request and parses its JSON reply with the route's reply schema: every call of the app
 * gets its reply's type from the schema the server answers with, never from a type written by hand.
 * A schema may parse asynchronously (app data loads its schema on first use).
 */
export async function fetchParsed<T>(
  path: string,
  schema: ReplySchema<T>,
  options?: ApiRequestOptions,
): Promise<Awaited<T>> {
  return await schema.parse(await current().request<unknown>(path, options));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
