/**
 * In the browser a lazy part suspends until its code is in, then draws; a second place that
 * renders it after that draws at once.
 */
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy } from './lazy';

describe('lazy() in the browser', () => {
  it('shows the fallback until the code is in, then the part; later places draw at once', async () => {
    let arrive: (value: { default: ComponentType }) => void = () => {};
    const Part = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
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
});
