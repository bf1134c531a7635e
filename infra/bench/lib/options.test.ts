import { describe, expect, it } from 'vitest';
import { parseProxyArgs } from './options.mjs';

describe('parseProxyArgs', () => {
  it('defaults to 10 s runs at 1 and 10 connections over all three paths', () => {
    expect(parseProxyArgs([])).toEqual({
      seconds: 10,
      warmup: 3,
      connections: [1, 10],
      paths: ['direct', 'bare', 'bff'],
      rounds: 3,
      json: undefined,
      help: false,
    });
  });

  it('reads every option', () => {
    const argv = [
      '--seconds',
      '5',
      '--warmup',
      '0',
      '--connections',
      '1,50',
      '--paths',
      'direct,bare',
      '--rounds',
      '5',
      '--json',
      'x.json',
    ];
    expect(parseProxyArgs(argv)).toEqual({
      seconds: 5,
      warmup: 0,
      connections: [1, 50],
      paths: ['direct', 'bare'],
      rounds: 5,
      json: 'x.json',
      help: false,
    });
  });

  it('refuses bad values', () => {
    expect(() => parseProxyArgs(['--seconds', '0'])).toThrow(/--seconds/);
    expect(() => parseProxyArgs(['--rounds', '0'])).toThrow(/--rounds/);
    expect(() => parseProxyArgs(['--paths', 'direct,nginx'])).toThrow(/unknown path "nginx"/);
    expect(() => parseProxyArgs(['--seconds'])).toThrow(/needs a value/);
    expect(() => parseProxyArgs(['--fast'])).toThrow(/unknown option/);
  });
});
