// The part of autocannon 9's API the load runner uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: Options, done: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
