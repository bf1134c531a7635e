import { describe, expect, it } from 'vitest';
import { UploadSlots } from './upload-slots.js';

describe('UploadSlots', () => {
  it('limits each session on its own and gives slots back once', () => {
    const slots = new UploadSlots(2);
    const a1 = slots.take('a');
    slots.take('a');
    expect(() => slots.take('a')).toThrow(expect.objectContaining({ code: 'rate_limited', retryAfterSeconds: 5 }));
    // Another session is not affected.
    slots.take('b');
    expect(slots.running).toBe(3);
    a1();
    a1(); // a second release changes nothing
    expect(slots.running).toBe(2);
    expect(() => slots.take('a')).not.toThrow();
    expect(() => slots.take('a')).toThrow();
  });
});
