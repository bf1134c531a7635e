import type { AdModeration } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import { callApi } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { isMyAdsKey } from '../api/get-my-ads';
import './my-ads-list.css';

/**
 * In My ads, what moderation did to an ad: held for review, or hidden by Badal with the operator's
 * reason — and, for a hidden ad, its name and description to correct and send back for review
 * (it is then held until an operator approves it).
 */
export const AdModerationNote = ({ ad }: { ad: { id: number; name: string; moderation: AdModeration } }) => {
  const { t } = useLingui();
  const report = useReportError();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(ad.name);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const { state, reason } = ad.moderation;
  if (state === 'visible') return null;
  if (state === 'held')
    return (
      <p className="ad-moderation ad-moderation-held" data-testid="ad-moderation">
        <Trans>Waiting for review by the Badal team: it is not listed until then.</Trans>
      </p>
    );

  const resubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: 'validation.required' });
    setBusy(true);
    try {
      const answer = await callApi('resubmitAd', {
        params: { id: ad.id },
        body: { name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) },
      });
      snackbar.show(answer.message, 'success');
      setEditing(false);
      await mutate(isMyAdsKey);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors({ ...error.fields });
      else report(error);
    }
    setBusy(false);
  };

  return (
    <div className="ad-moderation ad-moderation-hidden stack" data-testid="ad-moderation">
      <p>
        <strong>
          <Trans>Removed by Badal</Trans>
        </strong>
        {reason && (
          <>
            : <Isolate>{reason}</Isolate>
          </>
        )}
      </p>
      {editing ? (
        <form className="stack" onSubmit={(event) => void resubmit(event)} noValidate>
          <TextField
            label={t`Name`}
            value={name}
            maxLength={120}
            error={errors.name}
            onChange={(event) => {
              setName(event.target.value);
              setErrors({});
            }}
          />
          <TextAreaField
            label={t`New description (leave empty to keep the current one)`}
            rows={3}
            maxLength={5000}
            value={description}
            error={errors.description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <button type="submit" className="btn" disabled={busy} data-testid="resubmit-ad">
            <Trans>Send for review</Trans>
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setEditing(true)} data-testid="edit-hidden-ad">
          <Trans>Edit and send for review</Trans>
        </button>
      )}
    </div>
  );
};
