import { AD_IMAGE_MAX_BYTES, AD_MAX_IMAGES } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type DragEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { PlusIcon } from '../../../components/icons';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { deleteImage } from '../api/delete-image';
import { useStoreDraft } from '../api/get-draft';
import { setMainImage } from '../api/set-main-image';
import { useWizardNavigate } from '../flow-navigation';
import { useImageUploads } from '../hooks/use-image-uploads';
import { DraftImages } from './draft-images';
import { NextButton, StepActions } from './step-actions';
import { UploadList } from './upload-list';
import type { WizardView } from './wizard-frame';
import './images-step.css';

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * The pictures step: pick or drop several files, each uploaded with its own progress bar; choose
 * the main picture, delete one. Going on needs at least one picture (the first becomes main).
 */
export const ImagesStep = ({ view }: { view: WizardView }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const go = useWizardNavigate();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const images = view.draft.product?.images ?? [];
  const uploads = useImageUploads({ existing: images.length, onUploaded: storeDraft });
  const [busyImage, setBusyImage] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const [dragging, setDragging] = useState(false);

  const act = async (id: number, action: (id: number) => Promise<Parameters<typeof storeDraft>[0]>) => {
    setBusyImage(id);
    try {
      await storeDraft(await action(id));
    } catch (error) {
      report(error);
    } finally {
      setBusyImage(null);
    }
  };

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setMissing(false);
    uploads.add([...files]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };

  const next = () => {
    if (images.length === 0) {
      setMissing(true);
      return;
    }
    go('select-location');
  };

  const maxMb = formatNumber(AD_IMAGE_MAX_BYTES / 1024 / 1024, locale);
  const maxCount = formatNumber(AD_MAX_IMAGES, locale);
  const count = formatNumber(images.length, locale);
  return (
    <div className="wizard-section">
      <fieldset
        aria-describedby={hintId}
        className={dragging ? 'upload-zone upload-zone-active' : 'upload-zone'}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <legend className="visually-hidden">
          <Trans>New pictures</Trans>
        </legend>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          multiple
          aria-describedby={hintId}
          onChange={(event) => {
            pick(event.target.files);
            // The same file may be picked again after it was removed.
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="btn btn-outline upload-zone-button">
          <PlusIcon />
          <span>
            <Trans>Add pictures</Trans>
          </span>
        </label>
        <p className="muted" id={hintId}>
          {t`PNG or JPEG, up to ${maxMb} MB each, at most ${maxCount} pictures. You can also drop files here.`}
        </p>
      </fieldset>
      <UploadList uploads={uploads} />
      <FormAlert message={missing ? t`Add at least one picture to continue.` : null} />
      <div className="section-heading">
        <h2>
          <Trans>Your pictures</Trans>
        </h2>
        <span className="muted" data-testid="image-count">
          {t`${count} of ${maxCount}`}
        </span>
      </div>
      <DraftImages
        images={images}
        busyImage={busyImage}
        onMain={(id) => void act(id, setMainImage)}
        onDelete={(id) => void act(id, deleteImage)}
      />
      <StepActions back={view.back} disabled={uploads.busy || busyImage !== null}>
        <NextButton onClick={next} disabled={uploads.busy || busyImage !== null} />
      </StepActions>
    </div>
  );
};
