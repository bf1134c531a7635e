import { describe, expect, it } from 'vitest';
import { addField, foldFormFields } from './form-fields.js';

describe('form fields', () => {
  it('folds list fields and keeps plain ones', () => {
    expect(foldFormFields({ 'addresses[]': ['a', 'b'], country: 'Kuwait', 'images[]': 'one' })).toEqual({
      addresses: ['a', 'b'],
      country: 'Kuwait',
      images: ['one'],
    });
  });

  it('collects repeated names and ignores prototype keys', () => {
    const target: Record<string, unknown> = {};
    addField(target, 'tag', 'x');
    addField(target, 'tag', 'y');
    addField(target, '__proto__', 'polluted');
    addField(target, 'constructor[]', 'polluted');
    expect(target).toEqual({ tag: ['x', 'y'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
