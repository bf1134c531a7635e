import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { QueryGate } from '../../../components/query-gate';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { addReviewWord, type ReviewWord, removeReviewWord, useReviewWords } from '../api/held-ads';
import './held-ads.css';

const ListedWord = ({ word, onRemoved }: { word: ReviewWord; onRemoved: () => void }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await removeReviewWord(word.id);
      snackbar.show(t`The word was taken off the list.`, 'success');
      onRemoved();
    } catch (error) {
      report(error);
    }
    setBusy(false);
  };
  return (
    <li className="review-word" data-testid="review-word">
      <span dir="auto">{word.word}</span>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={t`Take “${word.word}” off the list`}
      >
        <Trans>Remove</Trans>
      </button>
    </li>
  );
};

/**
 * The words operators list (issue #31 item 4): a new ad whose name or description holds one waits
 * in the held-ads review instead of being published. Taking a word off leaves the ads it held there.
 */
export const ReviewWords = () => {
  const { t } = useLingui();
  const report = useReportError();
  const words = useReviewWords();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return setError('validation.required');
    setBusy(true);
    try {
      await addReviewWord(typed.trim());
      setTyped('');
      void words.mutate();
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields.word) setError(failure.fields.word);
      else report(failure);
    }
    setBusy(false);
  };
  return (
    <section className="stack" aria-labelledby="review-words-title" data-testid="review-words">
      <h2 id="review-words-title">
        <Trans>Words that send an ad to review</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A new ad whose name or description contains one of these words or phrases waits in the held ads until someone
          approves it. Capitals and extra spaces do not matter.
        </Trans>
      </p>
      <form className="stack" onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label={t`Word or phrase`}
          maxLength={100}
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          data-testid="review-word-input"
        />
        <div>
          <button type="submit" className="btn" disabled={busy} data-testid="review-word-add">
            <Trans>Add to the list</Trans>
          </button>
        </div>
      </form>
      <QueryGate query={words}>
        {(list) =>
          list.length === 0 ? (
            <p className="empty-state">
              <Trans>No words are listed.</Trans>
            </p>
          ) : (
            <ul className="plain-list review-words">
              {list.map((word) => (
                <ListedWord key={word.id} word={word} onRemoved={() => void words.mutate()} />
              ))}
            </ul>
          )
        }
      </QueryGate>
    </section>
  );
};
