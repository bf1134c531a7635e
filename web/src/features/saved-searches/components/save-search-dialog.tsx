import { SAVED_SEARCH_NAME_MAX, type SavedSearchQuery } from '@badal/contracts';
import { isolateText } from '@badal/contracts/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useSavedSearchActions } from '../api/saved-searches';

/**
 * Names a search to keep (prefilled), with alerts on by default. A refusal of the name (too long,
 * the account's limit) shows on the field; one of the search itself above the button.
 */
export const SaveSearchDialog = ({
  query,
  initialName,
  open,
  onClose,
}: {
  query: SavedSearchQuery;
  initialName: string;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const report = useReportError();
  const { save } = useSavedSearchActions();
  const [name, setName] = useState(initialName);
  const [alerts, setAlerts] = useState(true);
  const [nameError, setNameError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setNameError('validation.required');
    setBusy(true);
    try {
      const saved = await save(name.trim(), query, alerts);
      snackbar.show(t`Saved as ${isolateText(saved.name)}`, 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.name) setNameError(error.fields.name);
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setProblem(Object.values(error.fields)[0] ?? null);
      else report(error);
    }
    setBusy(false);
  };

  return (
    <Modal title={t`Save this search`} open={open} onClose={onClose}>
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate data-testid="save-search-form">
        <TextField
          label={t`Name`}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          dir="auto"
          error={nameError}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(undefined);
          }}
          data-testid="saved-search-name"
        />
        <label className="saved-search-alerts">
          <input type="checkbox" checked={alerts} onChange={(event) => setAlerts(event.currentTarget.checked)} />
          <span>
            <Trans>Tell me about new ads (at most once an hour)</Trans>
          </span>
        </label>
        <FormAlert message={problem} />
        <button type="submit" className="btn" disabled={busy} data-testid="save-search-submit">
          <Trans>Save</Trans>
        </button>
      </form>
    </Modal>
  );
};
