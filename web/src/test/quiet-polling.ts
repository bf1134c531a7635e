/**
 * A query that fails while `waitFor`/`findBy*` polls builds an error with the whole document
 * printed into its message, and every such error but the last is thrown away: on a page of the
 * app that printing was a large part of a test's time. Inside a poll the message is now written
 * when it is first read (on the timeout, from the same document); a query that fails elsewhere
 * prints at once, as before. Assertions and what a failure shows are unchanged.
 */
import { configure, getConfig } from '@testing-library/react';

type ElementError = ReturnType<typeof getConfig>['getElementError'];

/** The test files share Testing Library (see fresh-modules.ts): the wrapper keeps the original. */
const ORIGINAL = Symbol.for('badal.test.eagerElementError');
type Wrapped = ElementError & { [ORIGINAL]?: ElementError };

const polling = (): boolean =>
  (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics === true;

export const printFailedQueriesWhenRead = (): void => {
  const current = getConfig().getElementError as Wrapped;
  const eager = current[ORIGINAL] ?? current;
  const lazy: Wrapped = (message, container) => {
    if (!polling()) return eager(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      get: () => {
        text ??= eager(message, container).message;
        return text;
      },
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  };
  lazy[ORIGINAL] = eager;
  configure({ getElementError: lazy });
};
