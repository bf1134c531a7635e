import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedLogStream, type LogDestination } from './batched-log-stream.js';

const destination = () => {
  const writes: string[] = [];
  let syncFlushes = 0;
  const dest: LogDestination = {
    write: (text) => writes.push(text),
    flushSync: () => {
      syncFlushes++;
    },
  };
  return { dest, writes, syncFlushes: () => syncFlushes };
};

describe('BatchedLogStream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gathers lines and writes them in order, as one piece, once the delay has passed', () => {
    vi.useFakeTimers();
    const { dest, writes } = destination();
    const stream = new BatchedLogStream(dest, 1024, 200);
    stream.write('one\n');
    stream.write('two\n');
    vi.advanceTimersByTime(199);
    expect(writes).toEqual([]);
    stream.write('three\n');
    vi.advanceTimersByTime(1);
    expect(writes).toEqual(['one\ntwo\nthree\n']);
  });

  it('writes as soon as a batch is full, without waiting for the delay', () => {
    vi.useFakeTimers();
    const { dest, writes } = destination();
    const stream = new BatchedLogStream(dest, 10, 200);
    stream.write('12345\n');
    stream.write('67890\n');
    expect(writes).toEqual(['12345\n67890\n']);
    // The batch's timer went with it: nothing more is written later.
    vi.advanceTimersByTime(1000);
    expect(writes).toHaveLength(1);
  });

  it('writes what is pending, synchronously, on flushSync', () => {
    const { dest, writes, syncFlushes } = destination();
    const stream = new BatchedLogStream(dest);
    stream.write('last words\n');
    stream.flushSync();
    expect(writes).toEqual(['last words\n']);
    expect(syncFlushes()).toBe(1);
  });

  it('writes nothing when nothing was logged', () => {
    vi.useFakeTimers();
    const { dest, writes } = destination();
    const stream = new BatchedLogStream(dest);
    stream.flush();
    vi.advanceTimersByTime(1000);
    expect(writes).toEqual([]);
  });
});
