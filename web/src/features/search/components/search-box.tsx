import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';

/** The search words of the search page, editable in place (the top bar's dialog lands here). */
export const SearchBox = ({ text, onSearch }: { text: string; onSearch: (text: string) => void }) => {
  const { t } = useLingui();
  const id = useId();
  const [value, setValue] = useState(text);
  useEffect(() => setValue(text), [text]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim().slice(0, 200));
  };
  return (
    <search className="search-box">
      <form onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          <Trans>Search products</Trans>
        </label>
        <input
          id={id}
          type="search"
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
