import { rules } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../lib/form';

const searchSchema = z.object({ text: rules.required(200) });

/**
 * The search dialog's form. Its own chunk (with the form library and the contracts' rules), loaded
 * when the dialog is about to open, so the top bar of every first page stays light.
 */
export const SearchForm = ({ onSearch }: { onSearch: (text: string) => void }) => {
  const { t } = useLingui();
  const form = useSchemaForm(searchSchema, { text: '' });
  const { setFocus } = form;
  // The dialog exists to type into: the box gets the focus as soon as it is there.
  useEffect(() => setFocus('text'), [setFocus]);
  const onSubmit = form.handleSubmit(({ text }) => {
    form.reset({ text: '' });
    onSearch(text);
  });
  return (
    <search>
      <form className="stack" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`What are you looking for?`}
          type="search"
          enterKeyHint="search"
          error={form.formState.errors.text?.message}
          {...form.register('text')}
        />
        <SubmitButton busy={false}>
          <Trans>Search</Trans>
        </SubmitButton>
      </form>
    </search>
  );
};
