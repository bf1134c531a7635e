import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldError } from '../../../components/form/field-error';

/**
 * A group of radio buttons drawn as chips, with its legend and error. `inputProps` are spread on
 * every input (react-hook-form's register), `value` set per option.
 */
export const ChoiceField = ({
  legend,
  options,
  error,
  inputProps,
  testId,
}: {
  legend: ReactNode;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  testId?: string;
}) => {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="field" aria-describedby={error ? errorId : undefined} data-testid={testId}>
      <legend>{legend}</legend>
      <div className="choice-group">
        {options.map((option) => (
          <label key={option.value} className="chip-toggle">
            <input type="radio" value={option.value} aria-invalid={error ? true : undefined} {...inputProps} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
};
