import { AttributeType, type CategoryFilter } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { type AttributeInput, EMPTY_INPUT, isFilled } from '../attributes';
import {
  type AttributeInputProps,
  BooleanInput,
  ChoiceSelect,
  NumberInput,
  OptionChecks,
  OptionRadios,
  TextInput,
  useBoundsHint,
} from './attribute-inputs';

/** Types whose input is a group of choices (a fieldset with a legend) rather than one labelled control. */
const GROUPED: readonly number[] = [
  AttributeType.boolean,
  AttributeType.multiOptions,
  AttributeType.yesNoMultiChoice,
  AttributeType.color,
];

const inputFor = (props: AttributeInputProps) => {
  switch (props.filter.attributeType) {
    case AttributeType.boolean:
      return <BooleanInput {...props} />;
    case AttributeType.number:
      return <NumberInput {...props} />;
    case AttributeType.multiChoice:
      return <ChoiceSelect {...props} />;
    case AttributeType.multiOptions:
      return <OptionChecks {...props} />;
    case AttributeType.string:
      return <TextInput {...props} />;
    default:
      // Yes/no and colour: one of the attribute's options.
      return <OptionRadios {...props} />;
  }
};

/**
 * One attribute of the category, rendered by its type (spec §4), with its name, bounds, error and
 * — once something is chosen — a way to leave it empty again.
 */
export const AttributeField = ({
  filter,
  input = EMPTY_INPUT,
  error,
  onChange,
}: {
  filter: CategoryFilter;
  input: AttributeInput | undefined;
  error: string | undefined;
  onChange: (input: AttributeInput) => void;
}) => {
  const { t } = useLingui();
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = useBoundsHint(filter);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const grouped = GROUPED.includes(filter.attributeType);
  const control = inputFor({ filter, input, onChange, invalid: !!error, describedBy, inputId });
  const name = filter.name;
  const clear = isFilled(input) && (
    <button
      type="button"
      className="attribute-clear"
      onClick={() => onChange(EMPTY_INPUT)}
      aria-label={t`Clear ${name}`}
    >
      <Trans>Clear</Trans>
    </button>
  );
  const extras = (
    <>
      {hint && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
      <FieldError id={errorId} message={error} />
    </>
  );
  if (grouped)
    return (
      <fieldset className="field attribute-field" aria-describedby={describedBy} data-testid={`attribute-${filter.id}`}>
        <legend>{filter.name}</legend>
        <div className="attribute-control">
          {control}
          {clear}
        </div>
        {extras}
      </fieldset>
    );
  return (
    <div className="field attribute-field" data-testid={`attribute-${filter.id}`}>
      <label htmlFor={inputId}>{filter.name}</label>
      <div className="attribute-control">
        {control}
        {clear}
      </div>
      {extras}
    </div>
  );
};
