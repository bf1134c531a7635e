import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldError } from './field-error';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
  ref?: Ref<HTMLSelectElement>;
}

export const SelectField = ({ label, error, options, id, ref, ...select }: SelectFieldProps) => {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
};
