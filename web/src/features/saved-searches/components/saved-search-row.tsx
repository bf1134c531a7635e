import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useSavedSearchActions } from '../api/saved-searches';
import { savedSearchHref } from '../saved-search-query';

/** One saved search: open its results, rename it, alerts on/off, delete it (asked first). */
export const SavedSearchRow = ({ search }: { search: SavedSearch }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const { update, remove } = useSavedSearchActions();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setNameError(error.fields.name);
      else report(error);
    }
    setBusy(false);
  };
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('validation.required');
    void run(async () => {
      await update(search.id, { name: name.trim() });
      setRenaming(false);
    });
  };
  const toggleAlerts = (alerts: boolean) =>
    void run(async () => {
      await update(search.id, { alerts });
      snackbar.show(alerts ? t`Alerts on` : t`Alerts off`, 'success');
    });
  const del = () =>
    void run(async () => {
      const answer = await remove(search.id);
      setConfirming(false);
      snackbar.show(answer.message, 'success');
    });

  return (
    <li className="card saved-search-row" data-testid="saved-search">
      <div className="saved-search-text">
        <Link className="saved-search-name" href={savedSearchHref(search.query)} dir="auto">
          {search.name}
        </Link>
        <span className="muted">
          <Trans>Saved on {formatDate(search.createdAt, locale)}</Trans>
        </span>
      </div>
      <div className="saved-search-actions">
        <label className="saved-search-alerts">
          <input
            type="checkbox"
            checked={search.alerts}
            disabled={busy}
            onChange={(event) => toggleAlerts(event.currentTarget.checked)}
            data-testid="saved-search-alerts"
          />
          <span>
            <Trans>Alerts</Trans>
          </span>
        </label>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setRenaming(!renaming)}
          aria-expanded={renaming}
          aria-label={t`Rename ${isolateText(search.name)}`}
        >
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => setConfirming(true)}
          aria-label={t`Delete ${isolateText(search.name)}`}
          data-testid="saved-search-delete"
        >
          <Trans>Delete</Trans>
        </button>
      </div>
      {renaming && (
        <form className="saved-search-rename" onSubmit={rename} noValidate>
          <TextField
            label={t`New name`}
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            dir="auto"
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(undefined);
            }}
          />
          <button type="submit" className="btn" disabled={busy}>
            <Trans>Save</Trans>
          </button>
        </form>
      )}
      <Modal title={t`Delete this saved search?`} open={confirming} onClose={() => setConfirming(false)}>
        <div className="stack">
          <p>
            <Trans>
              <Isolate>{search.name}</Isolate> and its alerts will be gone.
            </Trans>
          </p>
          <div className="row">
            <button type="button" className="btn btn-danger" onClick={del} disabled={busy} data-testid="confirm-delete">
              <Trans>Delete</Trans>
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      </Modal>
    </li>
  );
};
