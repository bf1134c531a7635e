import { Trans } from '@lingui/react/macro';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/page-icons';
import { useWizardNavigate } from '../flow-navigation';
import type { WizardPage } from '../wizard-steps';

/** The row under a step: Back to the previous page the draft needed, and the step's own forward action. */
export const StepActions = ({
  back,
  onBack,
  disabled = false,
  children,
}: {
  back: WizardPage | null;
  /** Runs before going back (a form keeps what was typed). */
  onBack?: () => void;
  /** Back waits while the step is busy, so nothing is left half done. */
  disabled?: boolean;
  children?: ReactNode;
}) => {
  const go = useWizardNavigate();
  return (
    <div className="wizard-actions">
      {back && (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            onBack?.();
            go(back);
          }}
          disabled={disabled}
        >
          <ChevronStartIcon />
          <span>
            <Trans>Back</Trans>
          </span>
        </button>
      )}
      <div className="wizard-actions-forward">{children}</div>
    </div>
  );
};

/** A step's forward action: Next (a plain button unless given `type="submit"`). */
export const NextButton = ({ type = 'button', ...button }: ButtonHTMLAttributes<HTMLButtonElement>) => (
  <button type={type} className="btn" {...button}>
    <span>
      <Trans>Next</Trans>
    </span>
    <ChevronEndIcon />
  </button>
);
