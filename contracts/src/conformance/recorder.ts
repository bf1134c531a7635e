/**
 * Collects check results and holds the two assertions every check is made of: a success answer
 * (status and response schema) and an error answer (status, catalogue code, error body).
 */
import type { CallDef } from '../call.js';
import type { ErrorCode } from '../errors.js';
import type { ApiResponse } from './client.js';
import { errorTexts, resolveErrorCode } from './error-code.js';
import type { CheckResult } from './types.js';

const MAX_DETAIL = 300;

const clip = (s: string) => (s.length > MAX_DETAIL ? `${s.slice(0, MAX_DETAIL - 1)}…` : s);

/** What came back, in a few words: the status and the API's own message when it has one. */
export const describeAnswer = (res: ApiResponse): string => {
  if (res.status === 0) return `no answer (${res.networkError ?? 'network error'})`;
  const [text] = errorTexts(res.json);
  if (text) return `${res.status} "${text}"`;
  if (res.json === undefined && res.text) return `${res.status} non-JSON body "${res.text.slice(0, 80)}"`;
  return String(res.status);
};

export const errorKey = (call: CallDef, status: number, code: ErrorCode): string => `${call.name} ${status} ${code}`;

export class Recorder {
  readonly results: CheckResult[] = [];
  /** `call status code` of the error mappings a check exercised or explicitly skipped. */
  readonly errorsCovered = new Set<string>();

  pass(call: CallDef, check: string, detail: string): void {
    this.results.push({ call: call.name, check, ok: true, detail: clip(detail) });
  }

  fail(call: CallDef, check: string, detail: string): void {
    this.results.push({ call: call.name, check, ok: false, detail: clip(detail) });
  }

  /**
   * Records a check that could not run. `covers` names the listed error it stood for, or 'all'
   * when no check of the call could run (its listed errors are then explained by the same reason).
   */
  skip(call: CallDef, check: string, reason: string, covers?: { status: number; code: ErrorCode } | 'all'): void {
    this.results.push({ call: call.name, check, ok: true, skipped: true, detail: clip(reason) });
    const mappings = covers === 'all' ? (call.errors ?? []) : covers ? [covers] : [];
    for (const m of mappings) this.errorsCovered.add(errorKey(call, m.status, m.code));
  }

  /** Checks the success status and the response schema; answers the parsed body, or undefined. */
  success<T>(call: CallDef, check: string, res: ApiResponse, also?: (data: T) => string | undefined): T | undefined {
    const expected = call.successStatus ?? 200;
    if (res.status !== expected) {
      this.fail(call, check, `expected ${expected}, got ${describeAnswer(res)}`);
      return undefined;
    }
    const parsed = call.response.safeParse(res.json);
    if (!parsed.success) {
      const issues = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
        .join('; ');
      this.fail(call, check, `${expected} but the body does not match the response schema: ${issues}`);
      return undefined;
    }
    const data = parsed.data as T;
    const problem = also?.(data);
    if (problem) {
      this.fail(call, check, `${expected}, body valid, but ${problem}`);
      return undefined;
    }
    this.pass(call, check, `${expected}, body matches the response schema`);
    return data;
  }

  /**
   * Checks an error answer: the status, the catalogue code the call maps it to (when given), and
   * an error body clients can show (§8: the server message or error field).
   */
  error(call: CallDef, check: string, res: ApiResponse, status: number, code?: ErrorCode): boolean {
    if (code) this.errorsCovered.add(errorKey(call, status, code));
    if (res.status !== status) {
      this.fail(call, check, `expected ${status}${code ? ` (${code})` : ''}, got ${describeAnswer(res)}`);
      return false;
    }
    if (code) {
      const mapped = resolveErrorCode(call, status, res.json);
      if (mapped !== code) {
        this.fail(
          call,
          check,
          `${status} maps to ${mapped ?? 'no catalogue code'} instead of ${code} (${describeAnswer(res)})`,
        );
        return false;
      }
    }
    if (errorTexts(res.json).length === 0) {
      this.fail(call, check, `${status} without a message or error field to show (${describeAnswer(res)})`);
      return false;
    }
    this.pass(call, check, describeAnswer(res) + (code ? ` → ${code}` : ''));
    return true;
  }

  /** A status from a set (e.g. a refused verb: 404 or 405). */
  statusIn(call: CallDef, check: string, res: ApiResponse, statuses: readonly number[]): boolean {
    if (!statuses.includes(res.status)) {
      this.fail(call, check, `expected ${statuses.join(' or ')}, got ${describeAnswer(res)}`);
      return false;
    }
    this.pass(call, check, describeAnswer(res));
    return true;
  }

  /** Runs one check's body; anything it throws (a suite bug, a bad input) becomes a failure. */
  async guard(call: CallDef, check: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
    } catch (error) {
      this.fail(call, check, `the check itself failed: ${(error as Error).message}`);
    }
  }
}
