import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyTap } from './early-tap';

const Control = ({ onTap }: { onTap: () => void }) => {
  useEarlyTap('notifications', onTap);
  return null;
};

describe('a tap kept from before start-up', () => {
  it('goes to the control it was on, once, when that control is live', () => {
    window.__badalEarlyTap = 'notifications';
    const tapped = vi.fn();
    const other = vi.fn();
    const first = render(<Control onTap={tapped} />);
    expect(tapped).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<Control onTap={other} />);
    expect(other).not.toHaveBeenCalled();
    expect(window.__badalEarlyTap).toBeUndefined();
  });

  it('is not taken by another control', () => {
    window.__badalEarlyTap = 'user-menu';
    const tapped = vi.fn();
    render(<Control onTap={tapped} />);
    expect(tapped).not.toHaveBeenCalled();
    expect(window.__badalEarlyTap).toBe('user-menu');
    window.__badalEarlyTap = undefined;
  });
});
