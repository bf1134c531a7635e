import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/render-with-i18n';
import { LocationPickerMap } from './location-picker-map';

describe('location picker map', () => {
  // jsdom has no layout: give the map a size so Leaflet asks for tiles and reads clicks.
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 300 });
  });
  afterEach(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });

  const draw = async (locale: 'en' | 'ar') => {
    const onPick = vi.fn();
    const onUnavailable = vi.fn();
    const view = await renderWithI18n(
      <LocationPickerMap
        point={[29.3375, 48.0758]}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="© Map contributors"
        onPick={onPick}
        onUnavailable={onUnavailable}
      />,
      locale,
    );
    const map = view.getByTestId('location-map');
    const tiles = await waitFor(() => {
      const found = map.querySelectorAll<HTMLImageElement>('img.leaflet-tile');
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    return { map, tiles, onPick, onUnavailable };
  };

  it.each(['en', 'ar'] as const)(
    'draws the configured tiles and reports a click as coordinates (%s)',
    async (locale) => {
      const { map, tiles, onPick } = await draw(locale);
      expect(tiles[0]!.src).toMatch(/^https:\/\/tiles\.example\/13\/\d+\/\d+\.png$/);
      // Leaflet lays out its panes left to right whatever the page's direction.
      expect(map).toHaveAttribute('dir', 'ltr');
      fireEvent.click(map, { clientX: 300, clientY: 150 });
      expect(onPick).toHaveBeenCalledTimes(1);
      const [latitude, longitude] = onPick.mock.calls[0] as [number, number];
      expect(latitude).toBeGreaterThan(29);
      expect(latitude).toBeLessThan(30);
      expect(longitude).toBeGreaterThan(47.5);
      expect(longitude).toBeLessThan(48.5);
    },
  );

  it('says so when the tiles cannot be loaded, so the step goes on without the map', async () => {
    const { tiles, onUnavailable } = await draw('en');
    act(() => {
      tiles[0]!.dispatchEvent(new Event('error'));
    });
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
