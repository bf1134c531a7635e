/** The large catalogue's members: deterministic, no duplicates, the demo's mix of sellers. */
import { describe, expect, it } from 'vitest';
import { planScaleUsers, scaleUser } from './scale-users.js';

describe('generated members', () => {
  it('are the same for the same number, with unique names, e-mails and phones', () => {
    const members = planScaleUsers(2000);
    expect(scaleUser(17)).toEqual(members[16]);
    for (const key of ['userName', 'email', 'phone'] as const) {
      expect(new Set(members.map((m) => m[key])).size).toBe(members.length);
    }
    expect(members[0]?.userName).toBe('member00001');
    const sellers = members.filter((m) => m.accountType !== 1).length / members.length;
    expect(sellers).toBeGreaterThan(0.12);
    expect(sellers).toBeLessThan(0.28);
  });
});
