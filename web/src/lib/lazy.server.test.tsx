// @vitest-environment node
/**
 * On the server a lazy part suspends once wherever it is rendered, in every render — also once its
 * code is loaded — so the renderer wraps it in the markers the browser's hydration keeps it by.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

const Part = lazy(async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));

const Page = () => (
  <main>
    <h1>Title</h1>
    <Suspense fallback={null}>
      <Part label="one" />
      <Part label="two" />
    </Suspense>
  </main>
);

const expected = '<main><h1>Title</h1><!--$s--><p>one</p><!--/$s--><!--$s--><p>two</p><!--/$s--></main>';

describe('lazy() on the server', () => {
  it('wraps each place a part is rendered at in markers, in the first render and in every later one', async () => {
    expect(await renderToStringAsync(<Page />)).toBe(expected);
    expect(await renderToStringAsync(<Page />)).toBe(expected);
  });

  it('passes a failed load on', async () => {
    const Broken = lazy(() => Promise.reject(new Error('no chunk')));
    const Shell = () => (
      <main>
        <Broken />
      </main>
    );
    await expect(renderToStringAsync(<Shell />)).rejects.toThrow('no chunk');
  });
});
