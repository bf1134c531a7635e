import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SubscriptionValues } from './subscription-steps';

/** What each step of the company subscription form draws its fields with. */
export interface StepProps {
  register: UseFormRegister<SubscriptionValues>;
  errors: FieldErrors<SubscriptionValues>;
}
