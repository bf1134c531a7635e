/**
 * The error answers of each operation in the OpenAPI document: which statuses of the error
 * catalogue (contracts/src/errors.ts, architecture §7) an operation can give, from what it is —
 * its sign-in requirement, its inputs, its method and the errors its call declares — each a
 * reference to one shared response whose body is the one `ErrorBody`.
 */
import { type CallAuth, type ErrorMapping, errorCatalogue } from '@badal/contracts';

/** What an operation is, as far as its possible errors go. */
export interface ErrorSources {
  method: string;
  auth: CallAuth;
  hasPathParams: boolean;
  /** It takes input the BFF checks (path, query or body): a bad one is 400 `validation`. */
  hasInput: boolean;
  hasBody: boolean;
  /** The call's declared mappings of the API's errors (the call it makes, for a BFF endpoint). */
  errors: readonly ErrorMapping[];
}

/** The shared error responses, by status; the name is the reference's last part. */
const RESPONSES = {
  400: { name: 'BadRequest', why: 'The request is malformed, or its input is not valid (`fields` names the inputs).' },
  401: { name: 'Unauthorized', why: 'Not signed in, or the session has ended.' },
  403: { name: 'Forbidden', why: 'Not allowed (a cross-site request from a browser, a banned account …).' },
  404: { name: 'NotFound', why: 'What the path names does not exist.' },
  409: { name: 'Conflict', why: 'The same thing already has a payment under way.' },
  413: { name: 'PayloadTooLarge', why: 'The body or an uploaded file is over its size limit.' },
  415: {
    name: 'UnsupportedMediaType',
    why: 'The body is not of a type this operation reads, or a file of a format it takes.',
  },
  422: { name: 'UnprocessableContent', why: 'The marketplace API refused the input (`fields` names the inputs).' },
  429: { name: 'TooManyRequests', why: 'Too many requests: try again after `Retry-After` seconds.' },
  502: { name: 'BadGateway', why: 'The marketplace API or the card provider answered nothing usable.' },
  503: { name: 'ServiceUnavailable', why: 'The marketplace API or the session store cannot be reached.' },
  504: { name: 'GatewayTimeout', why: 'The marketplace API or the card provider did not answer in time.' },
} as const;
type DocumentedStatus = keyof typeof RESPONSES;

/** The codes answered with a status: the catalogue's own, and those the calls map the API's status to. */
const codesOf = (status: number, declared: readonly ErrorMapping[]): string => {
  const codes = new Set<string>();
  for (const [code, entry] of Object.entries(errorCatalogue)) if (entry.status === status) codes.add(code);
  for (const mapping of declared) if (mapping.status === status) codes.add(mapping.code);
  return [...codes].map((code) => `\`${code}\``).join(', ');
};

/**
 * `components.responses`: one per documented status, and `Error` for any other (500 `internal` …),
 * each with the one error body. `declared`: every mapping the operations declare (a mapped error
 * keeps the API's status).
 */
export const errorResponses = (errorBody: object, declared: readonly ErrorMapping[]) => {
  const content = { 'application/json': { schema: errorBody } };
  return {
    ...Object.fromEntries(
      Object.entries(RESPONSES).map(([status, { name, why }]) => [
        name,
        {
          description: `${why} Codes: ${codesOf(Number(status), declared)}.`,
          ...(status === '429'
            ? {
                headers: {
                  'Retry-After': {
                    description: 'Seconds to wait before trying again',
                    schema: { type: 'integer', minimum: 1 },
                  },
                },
              }
            : {}),
          content,
        },
      ]),
    ),
    Error: { description: 'Any other error, in the same shape (500 `internal`, 408, 431 …).', content },
  };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The statuses an operation can answer with an error, and each one's shared response. */
export const errorAnswers = (op: ErrorSources): Record<string, { $ref: string }> => {
  const declared = new Set(op.errors.map((e) => e.status));
  const statuses = new Set<number>(declared);
  if (op.hasInput) statuses.add(400);
  // login_required without a session; session_ended for one the BFF no longer knows.
  if (op.auth !== 'none') statuses.add(401);
  // forbidden_origin: a browser's unsafe request from another site (architecture §4).
  if (!SAFE_METHODS.has(op.method)) statuses.add(403);
  if (op.hasPathParams) statuses.add(404);
  if (op.hasBody) for (const status of [413, 415, 422]) statuses.add(status);
  // Every operation: rate limits and the API's own 429, and the BFF's answers for an API away.
  for (const status of [429, 502, 503, 504]) statuses.add(status);
  return Object.fromEntries([
    ...[...statuses]
      .filter((status): status is DocumentedStatus => status in RESPONSES)
      .sort((a, b) => a - b)
      .map((status) => [String(status), { $ref: `#/components/responses/${RESPONSES[status].name}` }]),
    ['default', { $ref: '#/components/responses/Error' }],
  ]);
};
