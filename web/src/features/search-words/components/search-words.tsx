import { SEARCH_CONCEPT_KINDS, type SearchConceptKind } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { QueryGate } from '../../../components/query-gate';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { addSearchConcept, useSearchWords } from '../api/search-words';
import { ConceptItem } from './concept-item';
import './search-words.css';

/** "a, b، c" → ['a', 'b', 'c']: spellings typed in one field, separated by commas (Latin or Arabic). */
export const spellingsFrom = (typed: string): string[] =>
  typed
    .split(/[,،]/)
    .map((s) => s.trim())
    .filter(Boolean);

const NewConcept = ({ onAdded }: { onAdded: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [kind, setKind] = useState<SearchConceptKind>('brand');
  const [nameEn, setNameEn] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [spellings, setSpellings] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const kinds: Record<SearchConceptKind, string> = { brand: t`Brand`, model: t`Model`, word: t`Everyday word` };
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!nameEn.trim()) missing.nameEn = 'validation.required';
    if (!nameAr.trim()) missing.nameAr = 'validation.required';
    if (Object.keys(missing).length) return setErrors(missing);
    setBusy(true);
    try {
      await addSearchConcept({ kind, nameEn: nameEn.trim(), nameAr: nameAr.trim(), terms: spellingsFrom(spellings) });
      setNameEn('');
      setNameAr('');
      setSpellings('');
      snackbar.show(t`Added to the search dictionary.`, 'success');
      onAdded();
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.fields).length) {
        setErrors(
          Object.fromEntries(
            Object.entries(failure.fields).map(([field, key]) => [field.startsWith('terms') ? 'terms' : field, key]),
          ),
        );
      } else report(failure);
    }
    setBusy(false);
  };
  return (
    <form className="stack search-word-form" onSubmit={(event) => void add(event)} noValidate>
      <h3>
        <Trans>Add a concept</Trans>
      </h3>
      <SelectField
        label={t`Kind`}
        value={kind}
        options={SEARCH_CONCEPT_KINDS.map((k) => ({ value: k, label: kinds[k] }))}
        onChange={(event) => setKind(event.target.value as SearchConceptKind)}
      />
      <TextField
        label={t`Name in English`}
        maxLength={100}
        value={nameEn}
        dir="ltr"
        error={errors.nameEn}
        onChange={(event) => {
          setNameEn(event.target.value);
          setErrors({});
        }}
        data-testid="search-word-name-en"
      />
      <TextField
        label={t`Name in Arabic`}
        maxLength={100}
        value={nameAr}
        dir="rtl"
        error={errors.nameAr}
        onChange={(event) => {
          setNameAr(event.target.value);
          setErrors({});
        }}
        data-testid="search-word-name-ar"
      />
      <TextField
        label={t`Other spellings, separated by commas`}
        value={spellings}
        dir="auto"
        error={errors.terms}
        onChange={(event) => {
          setSpellings(event.target.value);
          setErrors({});
        }}
        data-testid="search-word-spellings"
      />
      <div>
        <button type="submit" className="btn" disabled={busy} data-testid="search-word-add">
          <Trans>Add to the dictionary</Trans>
        </button>
      </div>
    </form>
  );
};

/**
 * The search dictionary (issue #33): brands, models and everyday words with every way people
 * write them, in both scripts. A search for one spelling also finds ads written with the others.
 */
export const SearchWords = () => {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const concepts = useSearchWords(filter.trim());
  return (
    <section className="stack" aria-labelledby="search-words-title" data-testid="search-words">
      <h2 id="search-words-title">
        <Trans>Search words</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A search for any spelling of a concept also finds the ads written with its other spellings, in English and
          Arabic. Capitals, hamza forms and extra spaces do not matter.
        </Trans>
      </p>
      <NewConcept onAdded={() => void concepts.mutate()} />
      <TextField
        label={t`Find in the dictionary`}
        type="search"
        maxLength={100}
        value={filter}
        dir="auto"
        onChange={(event) => setFilter(event.target.value)}
        data-testid="search-word-filter"
      />
      <QueryGate query={concepts}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">
              <Trans>No concept matches.</Trans>
            </p>
          ) : (
            <ul className="plain-list search-concepts">
              {list.map((concept) => (
                <ConceptItem key={concept.id} concept={concept} onChanged={() => void concepts.mutate()} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
};
