/**
 * A trivial marketplace API for the proxy benchmark: as cheap as an HTTP answer can be, so the
 * figures measure what sits in front of it. It signs in anyone (POST /api/authentication with
 * the spec's login body) and answers every GET with a small JSON body shaped as the signed-in
 * user, checking the bearer token the way the real API would. Run directly it listens on
 * 127.0.0.1:<port argument or 0> and prints its port on the first line.
 */
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const STUB_TOKEN = 'bench-token-0123456789abcdef';

/** The login answer of spec §7 (contracts' loginResponseSchema). */
export const LOGIN_BODY = {
  id: 7,
  fullname: 'Bench User',
  access_token: STUB_TOKEN,
  expires_in: 86_400,
  checkMembership: false,
};

/** What every GET answers (contracts' selfUserSchema, so a validating BFF accepts it). */
export const SELF_BODY = {
  id: 7,
  fullName: 'Bench User',
  userName: 'bench',
  email: 'bench@example.com',
  phone: '55555555',
  image: null,
  seller: null,
  accountType: 1,
  verified: true,
  checkMembership: false,
  membership: null,
  type: 1,
  gender: null,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  addresses: [],
  country: null,
};

const loginJson = JSON.stringify(LOGIN_BODY);
const selfJson = JSON.stringify(SELF_BODY);
const unauthorizedJson = JSON.stringify({ message: 'Unauthenticated.' });
const notFoundJson = JSON.stringify({ message: 'Not found.' });

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} body
 */
const send = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

/** @returns {http.Server} */
export const createStubUpstream = () =>
  http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET') {
      const auth = req.headers.authorization;
      if (auth !== undefined && auth !== `Bearer ${STUB_TOKEN}`) return send(res, 401, unauthorizedJson);
      if (path === '/api/users/self' && auth === undefined) return send(res, 401, unauthorizedJson);
      return send(res, 200, selfJson);
    }
    if (req.method === 'POST') {
      // Drain the body before answering so keep-alive connections stay usable.
      req.resume();
      req.on('end', () => {
        if (path === '/api/authentication') return send(res, 200, loginJson);
        if (path === '/api/authentication/logout') return send(res, 200, JSON.stringify({ message: 'Logged out.' }));
        send(res, 404, notFoundJson);
      });
      return;
    }
    send(res, 404, notFoundJson);
  });

/**
 * @param {http.Server} server
 * @param {number} port
 * @returns {Promise<number>} the port listened on
 */
export const listen = (server, port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = createStubUpstream();
  server.keepAliveTimeout = 60_000;
  const port = await listen(server, Number(process.argv[2] ?? 0));
  console.info(String(port));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
