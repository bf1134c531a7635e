import { type CategoryFilter, FilterType } from '@badal/contracts';
import { BooleanFilter } from './boolean-filter';
import { ChoiceFilter } from './choice-filter';
import { ColourFilter } from './colour-filter';
import { InputFilter } from './input-filter';
import { OptionsFilter } from './options-filter';
import { RangeFilter } from './range-filter';
import { YesNoFilter } from './yes-no-filter';

/** A category filter rendered as its type (spec §4 filter types 0–6). */
export const AttributeFilter = (props: {
  filter: CategoryFilter;
  values: readonly string[];
  onChange: (values: string[]) => void;
}) => {
  switch (props.filter.filterType) {
    case FilterType.boolean:
      return <BooleanFilter {...props} />;
    case FilterType.range:
      return <RangeFilter {...props} />;
    case FilterType.multiOptions:
      return <OptionsFilter {...props} />;
    case FilterType.multiChoice:
      return <ChoiceFilter {...props} />;
    case FilterType.yesNoMultiChoice:
      return <YesNoFilter {...props} />;
    case FilterType.color:
      return <ColourFilter {...props} />;
    case FilterType.input:
      return <InputFilter {...props} />;
  }
};
