/**
 * A guard against PGlite's backend failing in a way its protocol loop cannot leave.
 *
 * PGlite runs PostgreSQL in WebAssembly on the JavaScript thread. Its protocol loop
 * (`execProtocolRawSync`) calls the backend once per message and swallows every exception the
 * backend throws; only PostgreSQL's own error jump (an ERROR, status 100) is handled. Any other
 * failure (a WebAssembly trap, the backend exiting) leaves the message unread, and the loop calls
 * the backend again, forever, at full CPU (electric-sql/pglite#1058). With the thread spinning no
 * timer fires, so neither a request timeout nor a test runner's can end it: a test run then
 * hangs until its outer limit.
 *
 * The guard wraps the backend's entry point. A failure that is not the error jump is told on
 * standard error with the statement that was being run, once; when the backend keeps failing
 * without making progress, the process ends (an exception would be swallowed by the same loop),
 * so the failure is seen at once and with its cause instead of as a hang.
 */
import { writeSync } from 'node:fs';

/** The part of PGlite's module the guard touches (PGlite keeps it in its protected `mod`). */
interface BackendModule {
  _PostgresMainLoopOnce(): void;
}

/** PostgreSQL's error jump, which PGlite handles (PGlite's POSTGRES_MAIN_LONGJMP). */
const ERROR_JUMP_STATUS = 100;
/**
 * Failures within one message after which the loop is taken as stuck: a backend that works reads
 * its message on the first call, so even a handful means it does not.
 */
export const STUCK_AFTER_FAILURES = 50;
/** How much of the statement's text is told. */
const STATEMENT_CHARS = 2000;

/** The printable text of a wire-protocol message (a Parse or Query message carries the SQL). */
export const messageText = (message: Uint8Array | undefined): string => {
  if (!message) return '(none)';
  const text = Buffer.from(message.subarray(0, STATEMENT_CHARS * 4))
    .toString('utf8')
    // Lengths, message types and terminators between the fields.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f\ufffd]+/g, ' ')
    .trim();
  return text.length > STATEMENT_CHARS ? `${text.slice(0, STATEMENT_CHARS)}…` : text;
};

const describe = (error: unknown): string => {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  const status = (error as { status?: unknown } | null)?.status;
  return status === undefined ? String(error) : `exit status ${String(status)}`;
};

export interface StuckGuardOptions {
  /** Where the report goes; default standard error, written synchronously (the thread is stuck). */
  report?: (text: string) => void;
  /** Ends the process; default SIGKILL to itself, which nothing in the process can swallow. */
  end?: () => void;
}

/**
 * Wraps `client`'s backend entry point (see above). `client` is a PGlite instance once ready.
 * Returns false when the instance does not have the expected shape (a PGlite version that changed
 * its internals): then nothing is wrapped.
 */
export const guardAgainstStuckBackend = (client: object, options: StuckGuardOptions = {}): boolean => {
  const report = options.report ?? ((text: string) => writeSync(2, text));
  const end = options.end ?? (() => process.kill(process.pid, 'SIGKILL'));
  const target = client as { mod?: BackendModule; execProtocolRawSync?: (message: Uint8Array) => Uint8Array };
  const mod = target.mod;
  const exec = target.execProtocolRawSync;
  if (!mod || typeof mod._PostgresMainLoopOnce !== 'function' || typeof exec !== 'function') return false;

  let message: Uint8Array | undefined;
  let failures = 0;
  target.execProtocolRawSync = function (this: unknown, next: Uint8Array) {
    message = next;
    failures = 0;
    return exec.call(this, next);
  };

  const once = mod._PostgresMainLoopOnce.bind(mod);
  mod._PostgresMainLoopOnce = () => {
    try {
      once();
    } catch (error) {
      // Counted per message, not reset by a call that returns: a stuck loop was seen alternating
      // a trap ("null function or function signature mismatch") with calls that read nothing.
      if ((error as { status?: unknown } | null)?.status === ERROR_JUMP_STATUS) throw error;
      failures += 1;
      if (failures === 1) {
        report(`\nPGlite's backend failed (${describe(error)}) while running: ${messageText(message)}\n`);
      } else if (failures === STUCK_AFTER_FAILURES) {
        report(
          `PGlite's backend failed ${failures} times in a row without reading its message; its protocol loop ` +
            'cannot leave (electric-sql/pglite#1058), so the process ends here instead of spinning.\n',
        );
        end();
      }
      throw error;
    }
  };
  return true;
};
