/**
 * The first page counts as taken over (`data-app-ready`, the `badal:app-started` mark) once it is
 * drawn and the lazy parts inside it that were still loading have their code: Preact replays no
 * tap, so one on a part still waiting would go nowhere.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';
import { lazyPage } from './lazy-page';

describe('the first page shown', () => {
  it('waits for the parts inside the page', async () => {
    let arrive: (value: { default: ComponentType }) => void = () => {};
    const Follow = lazy('follow', () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const Page = lazyPage(async () => () => (
      <main>
        <h1>Seller</h1>
        <Suspense fallback={null}>
          <Follow />
        </Suspense>
      </main>
    ));
    render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Seller' })).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute('data-app-ready');
    await act(async () => arrive({ default: () => <button type="button">Follow</button> }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app-ready'));
  });
});
