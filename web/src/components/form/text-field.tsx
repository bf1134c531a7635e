import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { FieldError } from './field-error';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Message key from validation or the server. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Fixed text before the input, e.g. the +965 calling code. */
  addon?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Label, input, hint and error wired together for screen readers (aria-invalid, aria-describedby). */
export const TextField = ({ label, error, hint, addon, id, ref, ...input }: TextFieldProps) => {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = (
    <input id={inputId} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
  );
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      {addon ? (
        <div className="input-group">
          <span className="input-group-addon">{addon}</span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <span className="field-hint" id={hintId}>
          {hint}
        </span>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
};
