/**
 * In the browser a lazy part suspends until its code is in, then draws; a second place that
 * renders it after that draws at once.
 */
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense, useId } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';
import { IdRoot } from './use-id';

describe('lazy() in the browser', () => {
  it('shows the fallback until the code is in, then the part; later places draw at once', async () => {
    let arrive: (value: { default: ComponentType }) => void = () => {};
    const Part = lazy('part', () => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    arrive({ default: () => <p>part</p> });
    expect(await screen.findByText('part')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Part />
        <Part />
      </Suspense>,
    );
    expect(screen.getAllByText('part')).toHaveLength(2);
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('gives each part ids of its own scope, whatever order the parts arrive in', async () => {
    const Labelled = ({ text }: { text: string }) => {
      const id = useId();
      return <p id={id}>{text}</p>;
    };
    const arrivals: Record<string, (value: { default: ComponentType }) => void> = {};
    const part = (name: string) =>
      lazy(name, () => new Promise<{ default: ComponentType }>((resolve) => (arrivals[name] = resolve)));
    const Menu = part('menu');
    const Page = part('page');
    render(
      <IdRoot>
        <Labelled text="top" />
        <Suspense fallback={null}>
          <Menu />
          <Page />
        </Suspense>
      </IdRoot>,
    );
    // The page arrives before the menu above it.
    arrivals.page?.({ default: () => <Labelled text="page" /> });
    arrivals.menu?.({ default: () => <Labelled text="menu" /> });
    expect(await screen.findByText('menu')).toHaveAttribute('id', 'b-menu-0');
    expect(screen.getByText('page')).toHaveAttribute('id', 'b-page-0');
    expect(screen.getByText('top')).toHaveAttribute('id', 'b-0');
  });
});

describe('lazy() without a connection', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps a part whose code failed offline as its fallback, and draws it once the browser is online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let tries = 0;
    const Part = lazy('offline-part', () => {
      tries += 1;
      return tries === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/part.js'))
        : Promise.resolve({ default: () => <p>part</p> });
    });
    const listening = vi.spyOn(window, 'addEventListener');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    // The code failed; the part waits for the browser to say it is online, its fallback in place.
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith('online', expect.any(Function), { once: true }));
    expect(tries).toBe(1);
    expect(screen.getByText('loading')).toBeInTheDocument();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('part')).toBeInTheDocument();
    expect(tries).toBe(2);
  });
});
