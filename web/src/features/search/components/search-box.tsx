import { pathTo, SEARCH_SLUG } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation, useRouter } from 'wouter';
import { SearchIcon } from '../../../components/icons';
import { suggestionHref } from '../suggestion-href';
import { SearchCombobox } from './search-combobox';
import './search-box.css';

/**
 * The search words of the search page, editable in place (the top bar's dialog lands here), with
 * suggestions as they are typed. A real GET form to this page: it searches before the app has
 * started, the app then handles it.
 */
export const SearchBox = ({
  text,
  onSearch,
  delayMs,
}: {
  text: string;
  onSearch: (text: string) => void;
  delayMs?: number;
}) => {
  const { t } = useLingui();
  const id = useId();
  const { base } = useRouter();
  const [, navigate] = useLocation();
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
        <SearchCombobox
          id={id}
          name="text"
          value={value}
          onValueChange={setValue}
          onPick={(s) => {
            setValue(s.text ?? '');
            navigate(suggestionHref(s));
          }}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t`What are you looking for?`}
          {...(delayMs === undefined ? {} : { delayMs })}
        />
        <button type="submit" className="btn" aria-label={t`Search`}>
          <SearchIcon />
        </button>
      </form>
    </search>
  );
};
