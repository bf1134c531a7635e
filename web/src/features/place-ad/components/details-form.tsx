import { SellType } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { conditionLabel, sellTypeLabel } from '../../../components/product/labels';
import { useSchemaForm } from '../../../lib/form';
import { DETAILS_FIELDS, type DetailsValues, detailsFromDraft, detailsInput, detailsSchema } from '../details-form';
import { readHeldDetails, updateHeldDetails } from '../details-store';
import { useWizardNavigate } from '../flow-navigation';
import { ATTRIBUTES_PAGE } from '../wizard-steps';
import { ChoiceField } from './choice-field';
import { NextButton, StepActions } from './step-actions';
import type { WizardView } from './wizard-frame';

/**
 * The details step, first half: name, description, code, prices, sell type, condition, featured.
 * Checked with the contracts' rules, then held in the browser (details-store.ts) while the
 * attributes page sends everything together. Errors the server found on these fields come back
 * here and are shown under them.
 */
export const DetailsForm = ({ view }: { view: WizardView }) => {
  const { t, i18n } = useLingui();
  const go = useWizardNavigate();
  const { draft, userId } = view;
  const draftId = draft.product?.id ?? 0;
  const [held] = useState(() => readHeldDetails(userId, draftId));
  const form = useSchemaForm<DetailsValues, typeof detailsSchema>(
    detailsSchema,
    held?.values ?? detailsFromDraft(draft),
    detailsInput,
  );
  const { errors } = form.formState;

  // What the server refused last time: under its fields, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the errors held at opening
  useEffect(() => {
    if (!held) return;
    let first = true;
    for (const [field, message] of Object.entries(held.serverErrors)) {
      if (!(DETAILS_FIELDS as readonly string[]).includes(field)) continue;
      form.setError(field as Path<DetailsValues>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    if (!first) updateHeldDetails(userId, draftId, { values: held.values });
  }, []);

  const onSubmit = form.handleSubmit(() => {
    updateHeldDetails(userId, draftId, { values: form.getValues() });
    go(ATTRIBUTES_PAGE);
  });
  // Going back keeps what was typed, checked or not: nothing is lost.
  const keep = () => updateHeldDetails(userId, draftId, { values: form.getValues() });

  const sellTypes = [SellType.sell, SellType.barter, SellType.sellBarter].map((value) => ({
    value,
    label: i18n._(sellTypeLabel[value]),
  }));
  const conditions = [
    { value: 'new', label: i18n._(conditionLabel(true)) },
    { value: 'used', label: i18n._(conditionLabel(false)) },
  ];

  return (
    <form className="wizard-section" onSubmit={onSubmit} noValidate aria-label={t`Item details`}>
      <TextField
        label={t`Title`}
        dir="auto"
        maxLength={120}
        autoComplete="off"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextAreaField
        label={t`Description`}
        dir="auto"
        maxLength={5000}
        rows={6}
        hint={t`Condition, size, what is included, why you sell it.`}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="details-grid">
        <TextField
          label={t`Price`}
          inputMode="decimal"
          dir="ltr"
          addon="KWD"
          autoComplete="off"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label={t`Code (optional)`}
          dir="auto"
          maxLength={60}
          autoComplete="off"
          hint={t`Your own reference, shown as the ad number.`}
          error={errors.code?.message}
          {...form.register('code')}
        />
      </div>
      <ChoiceField
        legend={t`Sale type`}
        options={sellTypes}
        error={errors.sellType?.message}
        inputProps={form.register('sellType')}
        testId="sell-type"
      />
      <ChoiceField
        legend={t`Condition`}
        options={conditions}
        error={errors.condition?.message}
        inputProps={form.register('condition')}
        testId="condition"
      />
      {/* A featured place and a price cut are promotions of a published ad (boost, flash sale). */}
      <StepActions back={view.back} onBack={keep}>
        <NextButton type="submit" />
      </StepActions>
    </form>
  );
};
