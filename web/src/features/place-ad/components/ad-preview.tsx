import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useWizardNavigate } from '../flow-navigation';
import type { WizardPage } from '../wizard-steps';
import './preview.css';

/** The frame of the ad as buyers will see it (drawn inside with the product page's own parts). */
export const AdPreview = ({ children }: { children: ReactNode }) => {
  const { t } = useLingui();
  return (
    <>
      <p className="preview-note">
        <Trans>This is how buyers will see your ad. Nothing is public until you publish it.</Trans>
      </p>
      <article className="product-page stack preview-ad" aria-label={t`Preview of your ad`} data-testid="ad-preview">
        {children}
      </article>
    </>
  );
};

/** The ad's name at the head of the preview (a section heading: the page's own is the step's). */
export const PreviewTitle = ({ name }: { name: string }) => (
  <h2 className="preview-name" dir="auto">
    {name}
  </h2>
);

/** Under the preview: back to the step that changes the details, the pictures or the location. */
export const PreviewEdits = () => {
  const { t } = useLingui();
  const go = useWizardNavigate();
  const edits: { page: WizardPage; label: string }[] = [
    { page: 'set-details', label: t`Change the details` },
    { page: 'set-images', label: t`Change the pictures` },
    { page: 'select-location', label: t`Change the location` },
  ];
  return (
    <ul className="preview-edits">
      {edits.map((edit) => (
        <li key={edit.page}>
          <button type="button" className="btn btn-outline" onClick={() => go(edit.page)}>
            {edit.label}
          </button>
        </li>
      ))}
    </ul>
  );
};
