/**
 * Follows a growing log file (like `tail -f`), handing each complete line to `onLine`. nginx writes
 * its access log to a file: it cannot open our output, a socket, as /dev/stdout.
 */
import fs from 'node:fs';

/**
 * @param {string} file
 * @param {(line: string) => void} onLine
 * @param {{ intervalMs?: number }} [options]
 * @returns {() => void} stops following (what is complete by then is still handed over)
 */
export const followFile = (file, onLine, { intervalMs = 250 } = {}) => {
  let offset = 0;
  let partial = '';
  const read = () => {
    let fd;
    try {
      fd = fs.openSync(file, 'r');
    } catch {
      return; // not written yet
    }
    try {
      const size = fs.fstatSync(fd).size;
      if (size < offset) offset = 0; // truncated or replaced
      if (size === offset) return;
      const buffer = Buffer.alloc(size - offset);
      fs.readSync(fd, buffer, 0, buffer.length, offset);
      offset = size;
      const lines = (partial + buffer.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) if (line) onLine(line);
    } finally {
      fs.closeSync(fd);
    }
  };
  const timer = setInterval(read, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    read();
  };
};
