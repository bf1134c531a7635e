import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { STAGES, type Stage, stageOf, type WizardPage } from '../wizard-steps';

const STAGE_LABELS: Record<Stage, MessageDescriptor> = {
  category: msg`Category`,
  details: msg`Details`,
  images: msg`Pictures`,
  location: msg`Location`,
  preview: msg`Preview and publish`,
};

/** "Step X of N" and the stages as a bar: done ones filled, the current one marked for screen readers. */
export const StepIndicator = ({ page }: { page: WizardPage }) => {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const current = STAGES.indexOf(stageOf(page));
  const position = formatNumber(current + 1, locale);
  const total = formatNumber(STAGES.length, locale);
  const name = i18n._(STAGE_LABELS[STAGES[current] as Stage]);
  return (
    <nav className="step-indicator" aria-label={t`Progress`}>
      <p className="step-indicator-count" data-testid="step-count">
        {t`Step ${position} of ${total}: ${name}`}
      </p>
      <ol>
        {STAGES.map((stage, index) => (
          <li
            key={stage}
            className={index < current ? 'step-done' : index === current ? 'step-current' : undefined}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="step-indicator-label">{i18n._(STAGE_LABELS[stage])}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
};
