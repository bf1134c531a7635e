/** Query parameters whose values never reach the logs (codes, tokens, passwords, and who someone is). */
const SECRET_PARAMS =
  /^(code|code_verifier|state|token|access_token|password|passwordConfirmation|oldPassword|fcmToken|mobile|number|phone|email|userName)$/i;
/** An e-mail address anywhere in a URL, encoded ('%40') or not. */
const EMAIL = /[^/?&=\s]+(?:@|%40)[^/?&=\s]+\.[^/?&=\s]+/gi;

export const redactUrl = (url: string): string => {
  const q = url.indexOf('?');
  const path = (q === -1 ? url : url.slice(0, q)).replace(EMAIL, '[Redacted]');
  if (q === -1) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const [key, value] of [...params.entries()]) {
    if (SECRET_PARAMS.test(key) || /@/.test(value)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${path}?${params.toString()}` : `${path}${url.slice(q)}`;
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
  'body.email',
  'body.phone',
  'body.number',
  'body.mobile',
];
