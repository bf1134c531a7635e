/**
 * Prints `every-screen sweep: N screens` once at the end of a run in which the sweep ran: N is the
 * screens whose checks all passed, as each sweep test reported with a `screen` annotation (a test
 * retried and passing counts once). The pipeline's summary reads this line.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const SCREEN_ANNOTATION = 'screen';

export default class SweepReporter implements Reporter {
  #ran = false;
  readonly #screens = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (!test.location.file.endsWith('every-screen.spec.ts')) return;
    this.#ran = true;
    if (result.status !== 'passed') return;
    for (const annotation of result.annotations)
      if (annotation.type === SCREEN_ANNOTATION && annotation.description) this.#screens.add(annotation.description);
  }

  onEnd() {
    if (this.#ran) console.info(`every-screen sweep: ${this.#screens.size} screens`);
  }

  printsToStdio() {
    return false;
  }
}
