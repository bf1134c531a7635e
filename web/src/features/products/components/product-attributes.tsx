import { AttributeType, type CategoryFilter, type Product } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { Isolate } from '../../../components/isolate';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';
import './product.css';

type Attribute = Product['attributes'][number];

/** One attribute's value as words, by its type (spec §4 attribute types). */
const AttributeValue = ({ attribute }: { attribute: Attribute }) => {
  const { t } = useLingui();
  const locale = useLocale();
  const { type, value, values, unit } = attribute;
  if (type === AttributeType.boolean) return <>{value === 'true' ? t`Yes` : t`No`}</>;
  if (type === AttributeType.number) {
    const n = Number(value);
    const shown = value !== null && Number.isFinite(n) ? formatNumber(n, locale) : (value ?? '');
    return (
      <Isolate>
        {shown}
        {unit ? ` ${unit}` : ''}
      </Isolate>
    );
  }
  if (type === AttributeType.color)
    return (
      <span className="attribute-colour">
        {value && /^#[0-9a-f]{3,8}$/i.test(value) && (
          <span className="attribute-swatch" style={{ background: value }} aria-hidden="true" />
        )}
        {values.join(', ') || value}
      </span>
    );
  return <>{values.length > 0 ? values.join(locale === 'ar' ? '، ' : ', ') : (value ?? '')}</>;
};

/**
 * An attribute named in the reader's language. The API names a product's attributes in the
 * language it was asked in (spec §7 asks product calls in English), while the category's filters
 * come in the page's language: the name, the unit and the chosen options are taken from the
 * filter of the same attribute, matched by attribute id and option value, where there is one.
 */
export const localizeAttribute = (attribute: Attribute, filters: readonly CategoryFilter[]): Attribute => {
  const filter = filters.find((f) => f.id === attribute.id);
  if (!filter) return attribute;
  const labels = new Map(filter.options.map((option) => [option.value, option.label]));
  const optionValues = attribute.optionValues ?? [];
  const values =
    optionValues.length === attribute.values.length
      ? attribute.values.map((label, i) => labels.get(optionValues[i] as string) ?? label)
      : attribute.values;
  return { ...attribute, name: filter.name, unit: filter.unit ?? attribute.unit, values };
};

/** The listing's attributes as a description list, named from the category's filters when given. */
export const ProductAttributes = ({
  attributes,
  filters = [],
}: {
  attributes: readonly Attribute[];
  filters?: readonly CategoryFilter[];
}) => (
  <dl className="product-attributes" data-testid="product-attributes">
    {attributes.map((raw) => {
      const attribute = localizeAttribute(raw, filters);
      return (
        <div key={attribute.id}>
          <dt>{attribute.name}</dt>
          <dd>
            <AttributeValue attribute={attribute} />
          </dd>
        </div>
      );
    })}
  </dl>
);
