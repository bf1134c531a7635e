import { AttributeType, type Product } from '@badal/contracts';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/messages';

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
      <bdi>
        {shown}
        {unit ? ` ${unit}` : ''}
      </bdi>
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

/** The listing's attributes as a description list. */
export const ProductAttributes = ({ attributes }: { attributes: readonly Attribute[] }) => (
  <dl className="product-attributes" data-testid="product-attributes">
    {attributes.map((attribute) => (
      <div key={attribute.id}>
        <dt>{attribute.name}</dt>
        <dd>
          <AttributeValue attribute={attribute} />
        </dd>
      </div>
    ))}
  </dl>
);
