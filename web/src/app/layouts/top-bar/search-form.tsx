import { rules, type Suggestion } from '@badal/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import { z } from 'zod';
import { FieldFrame, useFieldIds } from '../../../components/form/field-frame';
import { SubmitButton } from '../../../components/form/submit-button';
import { Modal } from '../../../components/modal';
import { SearchCombobox } from '../../../features/search/components/search-combobox';

const searchSchema = z.object({ text: rules.required(200) });

/**
 * The search dialog and its form, with suggestions as the person types. Its own chunk (with the
 * contracts' rules), loaded when the dialog is about to open, so the top bar of every first page
 * stays light.
 */
export const SearchModal = ({
  onSearch,
  onPick,
  onClose,
}: {
  onSearch: (text: string) => void;
  onPick: (suggestion: Suggestion) => void;
  onClose: () => void;
}) => {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const ids = useFieldIds(undefined, undefined, error);
  // The dialog exists to type into: the box gets the focus as soon as it is there.
  useEffect(() => document.getElementById(ids.controlId)?.focus(), [ids.controlId]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = searchSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setText('');
    onSearch(parsed.data.text);
  };
  return (
    <Modal title={t`Search Badal`} open onClose={onClose}>
      <search>
        <form className="stack" onSubmit={onSubmit} noValidate>
          <FieldFrame ids={ids} label={t`What are you looking for?`} error={error}>
            <SearchCombobox
              id={ids.controlId}
              name="text"
              value={text}
              onValueChange={(value) => {
                setText(value);
                setError(undefined);
              }}
              onPick={onPick}
              enterKeyHint="search"
              maxLength={200}
              aria-invalid={error ? true : undefined}
              aria-describedby={ids.describedBy}
            />
          </FieldFrame>
          <SubmitButton busy={false}>
            <Trans>Search</Trans>
          </SubmitButton>
        </form>
      </search>
    </Modal>
  );
};
