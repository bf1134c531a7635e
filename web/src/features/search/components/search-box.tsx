import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useRouter } from 'wouter';
import { SearchIcon } from '../../../components/icons';
import './search-box.css';

/**
 * The search words of the search page, editable in place (the top bar's dialog lands here). A
 * real GET form to this page: it searches before the app has started, the app then handles it.
 */
export const SearchBox = ({ text, onSearch }: { text: string; onSearch: (text: string) => void }) => {
  const { t } = useLingui();
  const id = useId();
  const { base } = useRouter();
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim().slice(0, 200));
  };
  return (
    <search className="search-box">
      <form action={`${base}${pathTo('category', { slug: SEARCH_SLUG })}`} method="get" onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          <Trans>Search products</Trans>
        </label>
        <input
          id={id}
          type="search"
          name="text"
          value={value}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t`What are you looking for?`}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="btn" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
};
