/** Query parameters whose values never reach the logs (codes, tokens, passwords). */
const SECRET_PARAMS = /^(code|token|access_token|password|passwordConfirmation|oldPassword|fcmToken)$/i;

export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
};

/**
 * pino redact paths. Request logs carry only method, redacted URL and status, never headers or
 * bodies; these paths guard objects that might still be logged whole by mistake.
 */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'session.apiToken',
  'body.password',
  'body.access_token',
];
