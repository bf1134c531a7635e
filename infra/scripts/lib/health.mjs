/** Waiting for a service's /health to answer 200, giving up early when its process has died. */

/**
 * @param {number} ms
 * @returns {Promise<void>}
 */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One probe: true on a 200, false on any other answer or no answer.
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<boolean>}
 */
export const probe = async (url, timeoutMs) => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return res.status === 200;
  } catch {
    return false;
  }
};

/**
 * Polls `url` until it answers 200. Throws when `timeoutMs` passes or when `gaveUp()` returns a
 * reason (the process exited), so a crash shows at once instead of after the whole timeout.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, gaveUp?: () => string | undefined }} [options]
 * @returns {Promise<void>}
 */
export const waitForHealthy = async (url, { timeoutMs = 60_000, intervalMs = 200, gaveUp = () => undefined } = {}) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = gaveUp();
    if (reason !== undefined) throw new Error(`${url} will not become healthy: ${reason}`);
    if (await probe(url, Math.min(2_000, Math.max(100, deadline - Date.now())))) return;
    if (Date.now() >= deadline) throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs);
  }
};
