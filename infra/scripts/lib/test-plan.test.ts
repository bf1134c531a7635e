import { describe, expect, it } from 'vitest';
import { parseTestArgs, planSteps, STEPS } from './test-plan.mjs';

describe('parseTestArgs', () => {
  it('knows --skip-e2e and --help and refuses anything else', () => {
    expect(parseTestArgs([])).toEqual({ skipE2e: false, help: false });
    expect(parseTestArgs(['--skip-e2e'])).toEqual({ skipE2e: true, help: false });
    expect(parseTestArgs(['-h']).help).toBe(true);
    expect(() => parseTestArgs(['--skip-unit'])).toThrow(/unknown argument "--skip-unit"/);
  });
});

describe('planSteps', () => {
  it('runs everything in order by default', () => {
    expect(planSteps({ skipE2e: false, ci: false }).run.map((s) => s.id)).toEqual([
      'lint',
      'types',
      'unit',
      'web-build',
      'stack',
      'conformance',
      'e2e',
    ]);
  });

  it('drops the end-to-end part with --skip-e2e', () => {
    const plan = planSteps({ skipE2e: true, ci: false });
    expect(plan.run.map((s) => s.id)).toEqual(['lint', 'types', 'unit']);
    expect(plan.skipped.map((s) => s.step.id)).toEqual(['web-build', 'stack', 'conformance', 'e2e']);
  });

  it('skips nothing on CI, and says why', () => {
    const plan = planSteps({ skipE2e: true, ci: true });
    expect(plan.run).toHaveLength(STEPS.length);
    expect(plan.skipped).toEqual([]);
    expect(plan.notice).toMatch(/CI/);
  });
});
