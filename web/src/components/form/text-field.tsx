import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

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
  const ids = useFieldIds(id, hint, error);
  const control = (
    <input
      id={ids.controlId}
      ref={ref}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
      {...input}
    />
  );
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      {addon ? (
        <div className="input-group">
          <span className="input-group-addon">{addon}</span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
};
