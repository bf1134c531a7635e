import { rules } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { SearchIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { useSchemaForm } from '../../../lib/form';

const searchSchema = z.object({ text: rules.required(200) });

/** The search dialog; submitting goes to the category 'search' with a text query (spec §2). */
export const SearchDialog = () => {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const form = useSchemaForm(searchSchema, { text: '' });
  const onSubmit = form.handleSubmit(({ text }) => {
    setOpen(false);
    form.reset({ text: '' });
    navigate(`/categories/search?${new URLSearchParams({ text })}`);
  });
  return (
    <>
      <button
        type="button"
        className="icon-btn"
        onClick={() => setOpen(true)}
        aria-label={t`Search`}
        data-testid="search-open"
      >
        <SearchIcon />
      </button>
      <Modal title={t`Search Badal`} open={open} onClose={() => setOpen(false)}>
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
    </>
  );
};
