import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { addSearchTerm, removeSearchConcept, removeSearchTerm, type SearchConcept } from '../api/search-words';

/** One concept of the dictionary: its names, its spellings (each removable), one more, or all of it removed. */
export const ConceptItem = ({ concept, onChanged }: { concept: SearchConcept; onChanged: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) snackbar.show(done, 'success');
      onChanged();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.term) setError(failure.fields.term);
      else report(failure);
    }
    setBusy(false);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setError('validation.required');
    void run(async () => {
      await addSearchTerm(concept.id, typed.trim());
      setTyped('');
    });
  };
  const kinds = { brand: t`Brand`, model: t`Model`, word: t`Everyday word` };
  const title = `${concept.nameEn} / ${concept.nameAr}`;
  return (
    <li className="search-concept stack" data-testid="search-concept">
      <div className="search-concept-head">
        <h3>
          <Isolate>{concept.nameEn}</Isolate> · <Isolate>{concept.nameAr}</Isolate>
        </h3>
        <span className="muted">{kinds[concept.kind]}</span>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => void run(() => removeSearchConcept(concept.id), t`The concept was removed.`)}
          aria-label={t`Remove “${title}” from the dictionary`}
        >
          <Trans>Remove</Trans>
        </button>
      </div>
      <ul className="plain-list search-terms" aria-label={t`Spellings of “${title}”`}>
        {concept.terms.map((term) => (
          <li key={term.id} className="search-term" data-testid="search-term">
            <bdi>{term.term}</bdi>
            <button
              type="button"
              className="search-term-remove"
              disabled={busy}
              onClick={() => void run(() => removeSearchTerm(concept.id, term.id))}
              aria-label={t`Remove the spelling “${term.term}”`}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <form className="search-term-form" onSubmit={add} noValidate>
        <TextField
          label={t`Another spelling`}
          maxLength={100}
          value={typed}
          dir="auto"
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="btn btn-outline" disabled={busy}>
          <Trans>Add</Trans>
        </button>
      </form>
    </li>
  );
};
