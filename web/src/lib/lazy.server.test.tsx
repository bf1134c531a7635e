// @vitest-environment node
/**
 * On the server a lazy part suspends once wherever it is rendered, in every render — also once its
 * code is loaded — so the renderer wraps it in the markers the browser's hydration keeps it by.
 */
import { renderToStringAsync } from 'preact-render-to-string';
import { Suspense, useId } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy, serverCodeLoads } from './lazy';
import { IdRoot } from './use-id';

const Part = lazy('part', async () => ({ default: ({ label }: { label: string }) => <p>{label}</p> }));

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
    const Broken = lazy('broken', () => Promise.reject(new Error('no chunk')));
    const Shell = () => (
      <main>
        <Broken />
      </main>
    );
    await expect(renderToStringAsync(<Shell />)).rejects.toThrow('no chunk');
  });

  it("names a part's ids after the part, as the browser does", async () => {
    const Labelled = ({ text }: { text: string }) => {
      const id = useId();
      return <p id={id}>{text}</p>;
    };
    const Menu = lazy('menu', async () => ({ default: () => <Labelled text="menu" /> }));
    const Shell = () => (
      <IdRoot>
        <Labelled text="top" />
        <Menu />
      </IdRoot>
    );
    const drawn = '<p id="b-0">top</p><!--$s--><p id="b-menu-0">menu</p><!--/$s-->';
    // The render that waited for the code drew the parts around it twice, taking their ids again:
    // it tells so (entry-server.tsx then draws the page again), and later renders are exact.
    const loadsBefore = serverCodeLoads();
    expect(await renderToStringAsync(<Shell />)).not.toBe(drawn);
    expect(serverCodeLoads()).toBe(loadsBefore + 1);
    expect(await renderToStringAsync(<Shell />)).toBe(drawn);
    expect(await renderToStringAsync(<Shell />)).toBe(drawn);
    expect(serverCodeLoads()).toBe(loadsBefore + 1);
  });
});
