import { SUGGESTION_KINDS, type Suggestion, type SuggestionKind } from '@badal/contracts';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type InputHTMLAttributes, type KeyboardEvent, useId, useState } from 'react';
import { useSearchSuggestions } from '../api/search-suggestions';
import './search-combobox.css';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'onKeyDown' | 'role' | 'type' | 'ref' | 'list'
>;

export interface SearchComboboxProps extends InputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** A suggestion was chosen (click, tap, or Enter on the highlighted one). */
  onPick: (suggestion: Suggestion) => void;
  /** Wait after the last key before asking (tests give 0). */
  delayMs?: number;
}

/**
 * The search box as a WAI-ARIA combobox: as the person types, suggestions (grouped by kind) open
 * under it. ArrowDown/ArrowUp move the highlight (aria-activedescendant; the focus stays in the
 * box), Enter picks the highlighted suggestion or, with none highlighted, lets the form search the
 * typed text, Escape closes the list (a second Escape is the dialog's). A count is announced.
 */
export const SearchCombobox = ({ value, onValueChange, onPick, delayMs, id, ...input }: SearchComboboxProps) => {
  const { t, i18n } = useLingui();
  const listId = useId();
  const generated = useId();
  const inputId = id ?? generated;
  const [open, setOpen] = useState(false);
  // Asked only while the person is at the box: a page that merely shows its words asks nothing.
  const { suggestions } = useSearchSuggestions(open ? value : '', delayMs);
  const [active, setActive] = useState(-1);
  const groups = SUGGESTION_KINDS.map((kind) => ({ kind, items: suggestions.filter((s) => s.kind === kind) })).filter(
    (g) => g.items.length > 0,
  );
  const ordered = groups.flatMap((g) => g.items);
  const expanded = open && ordered.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  const highlighted = expanded && active >= 0 && active < ordered.length ? active : -1;

  const groupLabel: Record<SuggestionKind, string> = {
    category: t`Categories`,
    brand: t`Brands`,
    model: t`Models`,
    search: t`Searches`,
  };

  const pick = (s: Suggestion) => {
    setOpen(false);
    setActive(-1);
    onPick(s);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        // A closed list opens again (its answer is in SWR's cache); the next arrow moves into it.
        setOpen(true);
        setActive(-1);
        return;
      }
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the highlight leaves the list: the box's own text is what Enter searches.
      const next = highlighted + step;
      setActive(next < -1 ? ordered.length - 1 : next >= ordered.length ? -1 : next);
    } else if (event.key === 'Enter' && highlighted >= 0) {
      event.preventDefault();
      pick(ordered[highlighted] as Suggestion);
    } else if (event.key === 'Escape' && expanded) {
      // The list closes; the dialog around it stays.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  let index = -1;
  return (
    <div className="search-combobox">
      <input
        {...input}
        id={inputId}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          setActive(-1);
          input.onBlur?.(event);
        }}
        onFocus={(event) => {
          setOpen(true);
          input.onFocus?.(event);
        }}
      />
      <div id={listId} role="listbox" aria-label={t`Suggestions`} className="search-suggestions" hidden={!expanded}>
        {expanded &&
          groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset holds form controls)
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
              <div id={`${listId}-${group.kind}`} className="search-suggestions-kind" role="presentation">
                {groupLabel[group.kind]}
              </div>
              {group.items.map((s) => {
                index += 1;
                const i = index;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: the combobox pattern keeps the focus in the box; its keys move and pick (aria-activedescendant)
                  <div
                    key={`${s.kind}-${s.label}-${s.categorySlug ?? ''}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === highlighted}
                    className="search-suggestion"
                    data-kind={s.kind}
                    // The box keeps the focus (and the list stays open) until the click picks.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(s)}
                  >
                    <bdi>{s.label}</bdi>
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      <div role="status" className="visually-hidden">
        {expanded
          ? // Nested in msg so the context's i18n (not the global one) formats it.
            i18n._(msg({ message: plural(ordered.length, { one: '# suggestion', other: '# suggestions' }) }))
          : ''}
      </div>
    </div>
  );
};
