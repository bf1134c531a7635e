import { AVATAR_MAX_BYTES, calls, type SelfUser } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useId, useState } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { useReportError } from '../../../lib/report-error';
import { snackbar } from '../../../lib/snackbar';
import { useUploadAvatar } from '../api/upload-avatar';
import { Avatar } from './avatar';

/** Formats the API accepts for the picture, from the call table. */
const FORMATS = calls.addImage.files?.find((f) => f.name === 'image')?.formats ?? [];
const ACCEPT = FORMATS.map((format) => `.${format}`).join(',');

const fileProblem = (file: File | undefined): string | null => {
  if (!file) return 'validation.file';
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!FORMATS.includes(extension) || !file.type.startsWith('image/')) return 'validation.fileType';
  if (file.size > AVATAR_MAX_BYTES) return 'error.payloadTooLarge';
  return null;
};

/** Picks and uploads the profile picture; checked here first so a wrong file never travels. */
export const AvatarUpload = ({ user }: { user: SelfUser }) => {
  const { t } = useLingui();
  const id = useId();
  const report = useReportError();
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    setBusy(true);
    try {
      await upload(file);
      snackbar.show(t`Your picture was updated.`, 'success');
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Profile picture</Trans>
      </h2>
      <div className="row">
        <Avatar user={user} />
        <div className="field">
          <input
            id={`${id}-file`}
            className="visually-hidden file-input"
            type="file"
            accept={ACCEPT}
            onChange={onChange}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : `${id}-hint`}
            data-testid="avatar-input"
          />
          <label htmlFor={`${id}-file`} className="btn btn-outline file-button">
            {busy ? <Trans>Uploading…</Trans> : <Trans>Choose a picture</Trans>}
          </label>
          <span className="field-hint" id={`${id}-hint`}>
            <Trans>PNG, JPG or WebP, up to 5 MB.</Trans>
          </span>
          <FieldError id={`${id}-error`} message={problem ?? undefined} />
        </div>
      </div>
    </section>
  );
};
