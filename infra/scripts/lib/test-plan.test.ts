import { describe, expect, it } from 'vitest';
import { parseTestArgs, planSteps, STEPS } from './test-plan.mjs';

const ids = (plan: ReturnType<typeof planSteps>) => plan.run.map((s) => s.id);

describe('parseTestArgs', () => {
  it('knows --skip-e2e, --from and --help and refuses anything else', () => {
    expect(parseTestArgs([])).toEqual({ skipE2e: false, quick: false, from: undefined, help: false });
    expect(parseTestArgs(['--quick'])).toMatchObject({ quick: true });
    expect(parseTestArgs(['--skip-e2e'])).toMatchObject({ skipE2e: true });
    expect(parseTestArgs(['--from', 'conformance'])).toMatchObject({ from: 'conformance' });
    expect(parseTestArgs(['-h']).help).toBe(true);
    expect(() => parseTestArgs(['--from', 'deploy'])).toThrow(/--from needs one of lint, types/);
    expect(() => parseTestArgs(['--from'])).toThrow(/--from needs/);
    expect(() => parseTestArgs(['--skip-unit'])).toThrow(/unknown argument "--skip-unit"/);
  });
});

describe('planSteps', () => {
  it('runs everything in order by default', () => {
    expect(ids(planSteps({ skipE2e: false, ci: false }))).toEqual([
      'lint',
      'types',
      'unit',
      'web-build',
      'stack',
      'cluster',
      'conformance',
      'e2e',
    ]);
    // The stack starts in the background while the cluster test runs.
    expect(STEPS.filter((s) => s.background).map((s) => s.id)).toEqual(['stack']);
  });

  it('drops the end-to-end part with --skip-e2e', () => {
    const plan = planSteps({ skipE2e: true, ci: false });
    expect(ids(plan)).toEqual(['lint', 'types', 'unit']);
    expect(plan.skipped.map((s) => [s.step.id, s.reason])).toEqual([
      ['web-build', '--skip-e2e'],
      ['stack', '--skip-e2e'],
      ['cluster', '--skip-e2e'],
      ['conformance', '--skip-e2e'],
      ['e2e', '--skip-e2e'],
    ]);
  });

  it('resumes with --from, starting the stack when a later step needs it', () => {
    expect(ids(planSteps({ skipE2e: false, from: 'unit', ci: false }))).toEqual([
      'unit',
      'web-build',
      'stack',
      'cluster',
      'conformance',
      'e2e',
    ]);
    expect(ids(planSteps({ skipE2e: false, from: 'e2e', ci: false }))).toEqual(['stack', 'e2e']);
    expect(ids(planSteps({ skipE2e: true, from: 'types', ci: false }))).toEqual(['types', 'unit']);
  });

  it('runs lint, types and only the changed tests with --quick', () => {
    const plan = planSteps({ skipE2e: false, quick: true, ci: false });
    expect(ids(plan)).toEqual(['lint', 'types', 'unit']);
    expect(plan.changedOnly).toBe(true);
    expect(planSteps({ skipE2e: false, ci: false }).changedOnly).toBe(false);
  });

  it('skips nothing on CI, and says why', () => {
    const plan = planSteps({ skipE2e: true, from: 'e2e', ci: true });
    expect(plan.run).toHaveLength(STEPS.length);
    expect(plan.skipped).toEqual([]);
    expect(plan.notice).toBe('--skip-e2e and --from ignored because CI is set: everything runs');
    const quick = planSteps({ skipE2e: false, quick: true, ci: true });
    expect(quick.changedOnly).toBe(false);
    expect(quick.notice).toBe('--quick ignored because CI is set: everything runs');
    expect(planSteps({ skipE2e: false, ci: true }).notice).toBeUndefined();
  });
});
