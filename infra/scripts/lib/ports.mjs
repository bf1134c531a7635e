/**
 * Free TCP ports for the test stack and the benchmarks. The OS picks them (listen on port 0), so
 * parallel runs on one machine do not collide the way fixed or random guesses would.
 */
import net from 'node:net';

/**
 * Opens a listener on an OS-chosen port and returns it, still open.
 * @param {string} host
 * @returns {Promise<net.Server>}
 */
const listenEphemeral = (host) =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ host, port: 0, exclusive: true }, () => resolve(server));
  });

/**
 * @param {net.Server} server
 * @returns {Promise<void>}
 */
const close = (server) => new Promise((resolve) => server.close(() => resolve()));

/**
 * Finds `count` distinct free ports. All listeners stay open until every port is known, so the
 * OS cannot hand the same port out twice within one call.
 * @param {number} count
 * @param {string} [host]
 * @returns {Promise<number[]>}
 */
export const findFreePorts = async (count, host = '127.0.0.1') => {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  /** @type {net.Server[]} */
  const servers = [];
  try {
    for (let i = 0; i < count; i++) servers.push(await listenEphemeral(host));
    return servers.map((s) => {
      const address = s.address();
      if (address === null || typeof address === 'string') throw new Error('listener has no TCP address');
      return address.port;
    });
  } finally {
    await Promise.all(servers.map(close));
  }
};

/**
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export const findFreePort = async (host = '127.0.0.1') => {
  const [port] = await findFreePorts(1, host);
  return /** @type {number} */ (port);
};

/**
 * True when nothing listens on host:port (a listen attempt succeeds).
 * @param {number} port
 * @param {string} [host]
 * @returns {Promise<boolean>}
 */
export const isPortFree = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
