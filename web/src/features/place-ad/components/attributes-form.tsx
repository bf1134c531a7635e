import type { CategoryFilter } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '../../../components/form/form-alert';
import { ChevronEndIcon } from '../../../components/page-icons';
import { ApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import { useReportError } from '../../../lib/report-error';
import { useStoreDraft } from '../api/get-draft';
import { saveDetails } from '../api/save-details';
import { saveStatus } from '../api/save-status';
import {
  AD_MIN_ATTRIBUTES,
  type AttributeInput,
  attributeEntries,
  attributeErrorsFromServer,
  checkAttributes,
  countFilled,
  inputsFromDraft,
} from '../attributes';
import { DETAILS_FIELDS, detailsBody, detailsFromDraft, detailsInput, detailsSchema } from '../details-form';
import { forgetHeldDetails, readHeldDetails, updateHeldDetails } from '../details-store';
import { useWizardNavigate } from '../flow-navigation';
import { AttributeField } from './attribute-field';
import { StepActions } from './step-actions';
import type { WizardView } from './wizard-frame';

/** Field errors of a zod parse, by field name (for the details page to show). */
const issuesByField = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));

/**
 * The details step, second half (set-details/index-ref): the category's attributes, at least 3
 * selected and filled (§4). Saving sends the details held from the first half with them (POST
 * /ad/details), then the condition (POST /ad/status). Mistakes the server finds on the first
 * half's fields send the user back there to see them; nothing typed is lost on any error.
 */
export const AttributesForm = ({ view, filters }: { view: WizardView; filters: readonly CategoryFilter[] }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const report = useReportError();
  const storeDraft = useStoreDraft();
  const go = useWizardNavigate();
  const { draft, userId } = view;
  const draftId = draft.product?.id ?? 0;
  const [inputs, setInputs] = useState<Record<number, AttributeInput>>(() => ({
    ...inputsFromDraft(draft, filters),
    ...readHeldDetails(userId, draftId)?.attributes,
  }));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const filled = countFilled(filters, inputs);

  const change = (id: number, input: AttributeInput) => {
    setInputs((current) => ({ ...current, [id]: input }));
    setErrors(({ [id]: _, ...rest }) => rest);
    setFormError(null);
  };

  /** Moves focus to the first attribute with a message, or to the form's message. */
  const focusFirstProblem = () =>
    requestAnimationFrame(() => {
      const target = list.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? list.current;
      target?.focus();
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkAttributes(filters, inputs);
    setErrors(check.fields);
    setFormError(check.form);
    if (Object.keys(check.fields).length > 0 || check.form) {
      focusFirstProblem();
      return;
    }
    const held = readHeldDetails(userId, draftId);
    const values = held?.values ?? detailsFromDraft(draft);
    const details = detailsSchema.safeParse(detailsInput(values));
    if (!details.success) {
      // The first half changed or was never finished: show its problems there.
      updateHeldDetails(userId, draftId, {
        values,
        serverErrors: issuesByField(details.error.issues),
        attributes: inputs,
      });
      go('set-details');
      return;
    }
    const sent = attributeEntries(filters, inputs);
    setBusy(true);
    try {
      const saved = await saveDetails(detailsBody(details.data, JSON.stringify(sent)));
      await storeDraft(saved);
      await storeDraft(await saveStatus(details.data.condition === 'new'));
      forgetHeldDetails(userId);
      go('set-images');
    } catch (error) {
      setBusy(false);
      report(error);
      if (!(error instanceof ApiError)) return;
      const mine = attributeErrorsFromServer(error.fields, sent);
      setErrors(mine.fields);
      setFormError(mine.form);
      const theirs = Object.fromEntries(
        Object.entries(error.fields).filter(([field]) => (DETAILS_FIELDS as readonly string[]).includes(field)),
      );
      if (Object.keys(theirs).length > 0) {
        updateHeldDetails(userId, draftId, { values, serverErrors: theirs, attributes: inputs });
        go('set-details');
      } else focusFirstProblem();
    }
  };

  // Going back keeps the attributes chosen so far (the first half is held already).
  const keep = () => {
    const values = readHeldDetails(userId, draftId)?.values ?? detailsFromDraft(draft);
    updateHeldDetails(userId, draftId, { values, attributes: inputs });
  };

  const min = formatNumber(AD_MIN_ATTRIBUTES, locale);
  const count = formatNumber(filled, locale);
  const available = formatNumber(filters.length, locale);
  if (filters.length < AD_MIN_ATTRIBUTES)
    return (
      <div className="wizard-section">
        <p className="form-alert" role="alert" data-testid="too-few-attributes">
          <Trans>
            Ads need at least {min} attributes filled in, and this category has only {available}. Please go back and
            choose another category.
          </Trans>
        </p>
        <StepActions back={view.back} onBack={keep} />
      </div>
    );
  return (
    <form className="wizard-section" onSubmit={submit} noValidate aria-label={t`Specifications`} aria-busy={busy}>
      <p
        className="attribute-count"
        aria-live="polite"
        data-enough={filled >= AD_MIN_ATTRIBUTES}
        data-testid="attribute-count"
      >
        {t`${count} filled — at least ${min} needed`}
      </p>
      <FormAlert message={formError} />
      <div className="attribute-list" ref={list} tabIndex={-1}>
        {filters.map((filter) => (
          <AttributeField
            key={filter.id}
            filter={filter}
            input={inputs[filter.id]}
            error={errors[filter.id]}
            onChange={(input) => change(filter.id, input)}
          />
        ))}
      </div>
      <StepActions back={view.back} onBack={keep} disabled={busy}>
        <button type="submit" className="btn" disabled={busy} aria-busy={busy || undefined}>
          <span>{busy ? t`Saving…` : t`Save and continue`}</span>
          <ChevronEndIcon />
        </button>
      </StepActions>
    </form>
  );
};
