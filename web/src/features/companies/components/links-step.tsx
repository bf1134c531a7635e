import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../../components/form/text-field';
import { Isolate } from '../../../components/isolate';
import type { StepProps } from './step-props';

/** The company's links, all optional. */
export const LinksStep = ({ register, errors }: StepProps) => {
  const { t } = useLingui();
  return (
    <>
      <p className="muted">
        <Trans>
          All optional. Each one a full address starting with <Isolate dir="ltr">https://</Isolate>
        </Trans>
      </p>
      <TextField
        label={t`Instagram`}
        type="url"
        dir="ltr"
        error={errors.companyInstagramLink?.message}
        {...register('companyInstagramLink')}
      />
      <TextField
        label={t`Facebook`}
        type="url"
        dir="ltr"
        error={errors.companyFacebookLink?.message}
        {...register('companyFacebookLink')}
      />
      <TextField
        label={t`Website`}
        type="url"
        dir="ltr"
        error={errors.companyWebsiteLink?.message}
        {...register('companyWebsiteLink')}
      />
    </>
  );
};
