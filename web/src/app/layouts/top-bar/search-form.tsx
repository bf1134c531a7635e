import { rules } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { Modal } from '../../../components/modal';
import { useSchemaForm } from '../../../lib/form';

const searchSchema = z.object({ text: rules.required(200) });

/**
 * The search dialog and its form. Its own chunk (with the form library and the contracts' rules),
 * loaded when the dialog is about to open, so the top bar of every first page stays light.
 */
export const SearchModal = ({ onSearch, onClose }: { onSearch: (text: string) => void; onClose: () => void }) => {
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
    <Modal title={t`Search Badal`} open onClose={onClose}>
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
    </Modal>
  );
};
