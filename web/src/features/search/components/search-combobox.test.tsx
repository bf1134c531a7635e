import type { Suggestion } from '@badal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type FormEvent, useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { SearchCombobox } from './search-combobox';

const ui = {
  en: { categories: 'Categories', brands: 'Brands', searches: 'Searches', count: '3 suggestions' },
  ar: { categories: 'الفئات', brands: 'الماركات', searches: 'عمليات بحث', count: '3 اقتراحات' },
} as const;

const answers: Record<string, Suggestion[]> = {
  sa: [
    { kind: 'brand', label: 'Samsung', categorySlug: null, text: 'Samsung' },
    { kind: 'search', label: 'sandals', categorySlug: null, text: 'sandals' },
    { kind: 'category', label: 'Sailing boats', categorySlug: 'boats', text: null },
  ],
  sam: [{ kind: 'brand', label: 'Samsung', categorySlug: 'mobile-phones', text: 'Samsung' }],
};

const Harness = ({ picked, searched }: { picked: Suggestion[]; searched: string[] }) => {
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    searched.push(value);
  };
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <form onSubmit={onSubmit}>
        <label htmlFor="box">Search</label>
        <SearchCombobox id="box" value={value} onValueChange={setValue} onPick={(s) => picked.push(s)} delayMs={0} />
      </form>
    </SWRConfig>
  );
};

const suggestionsApi = (answer = (q: string) => answers[q] ?? []) =>
  fakeApi({
    'GET /api/v2/search/suggestions': (request) => ({
      body: { data: answer(new URLSearchParams(request.search).get('q') ?? '') },
    }),
  });

describe.each(['en', 'ar'] as const)('search combobox (%s)', (locale) => {
  const t = ui[locale];
  const setup = async () => {
    const picked: Suggestion[] = [];
    const searched: string[] = [];
    const view = await renderWithI18n(<Harness picked={picked} searched={searched} />, locale);
    return { ...view, picked, searched, box: screen.getByRole('combobox') };
  };

  it('offers suggestions from two letters, grouped and labelled by kind', async () => {
    const api = suggestionsApi();
    const { user, box } = await setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 's');
    expect(api.find('GET', '/api/v2/search/suggestions')).toHaveLength(0);
    await user.type(box, 'a');
    const list = await screen.findByRole('listbox');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent,
      ),
    ).toEqual([t.categories, t.brands, t.searches]);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sailing boats', 'Samsung', 'sandals']);
    expect(screen.getByRole('status')).toHaveTextContent(t.count);
  });

  it('moves with the arrows (focus stays in the box) and picks with Enter', async () => {
    suggestionsApi();
    const { user, box, picked, searched } = await setup();
    await user.type(box, 'sa');
    const options = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(box).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(picked).toEqual([{ kind: 'brand', label: 'Samsung', categorySlug: null, text: 'Samsung' }]);
    expect(searched).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('searches the typed text with Enter when nothing is highlighted', async () => {
    suggestionsApi();
    const { user, box, picked, searched } = await setup();
    await user.type(box, 'sa');
    await screen.findAllByRole('option');
    // Down then up again leaves the list: the box's own text is highlighted.
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(searched).toEqual(['sa']);
    expect(picked).toEqual([]);
  });

  it('closes with Escape, and the Escape goes no further', async () => {
    suggestionsApi();
    const { user, box } = await setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    await user.type(box, 'sa');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    // With the list closed, Escape is the dialog's again.
    await user.keyboard('{Escape}');
    expect(outer).toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    document.removeEventListener('keydown', outer);
    // ArrowDown opens the list again, the next one moves into it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]?.id);
  });

  it('picks with a click', async () => {
    suggestionsApi();
    const { user, box, picked } = await setup();
    await user.type(box, 'sa');
    await user.click(await screen.findByRole('option', { name: 'Sailing boats' }));
    expect(picked).toEqual([{ kind: 'category', label: 'Sailing boats', categorySlug: 'boats', text: null }]);
  });

  it('never lets a late answer for older text replace the newer one', async () => {
    let releaseOld: () => void = () => {};
    const oldAnswered = new Promise<void>((resolve) => {
      releaseOld = resolve;
    });
    fakeApi({
      'GET /api/v2/search/suggestions': async (request) => {
        const q = new URLSearchParams(request.search).get('q') ?? '';
        if (q === 'sa') await oldAnswered;
        return { body: { data: answers[q] ?? [] } };
      },
    });
    const { user, box } = await setup();
    await user.type(box, 'sam');
    await screen.findByRole('option', { name: 'Samsung' });
    await act(async () => releaseOld());
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Samsung']));
    expect(screen.queryByRole('option', { name: 'sandals' })).not.toBeInTheDocument();
  });
});
