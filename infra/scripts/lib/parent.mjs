/**
 * Notices that the process which started us is gone. `npm start` runs this script through a
 * shell; when npm is killed outright (or the shell in between dies), the script is handed to
 * init and no signal ever reaches it — its parent process id changing is the only sign.
 */

/**
 * @param {() => void} onGone called once, when the parent process id changes
 * @param {number} [everyMs]
 * @returns {() => void} stops watching
 */
export const watchParent = (onGone, everyMs = 250) => {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
