import { type ReactNode, useId } from 'react';
import { FieldError } from './field-error';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The control's aria-describedby: its hint and its error, when shown. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error. */
export const useFieldIds = (id: string | undefined, hint: ReactNode, error: string | undefined): FieldIds => {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
};

/** Label, control, hint and error in the order screen readers and eyes expect them. */
export const FieldFrame = ({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) => (
  <div className="field">
    <label htmlFor={ids.controlId}>{label}</label>
    {children}
    {hint && (
      <span className="field-hint" id={ids.hintId}>
        {hint}
      </span>
    )}
    <FieldError id={ids.errorId} message={error} />
  </div>
);
