import type { CompanyValue } from '@badal/contracts';
import { Trans } from '@lingui/react/macro';
import './company-values.css';

/** What Badal stands for, in the order the BFF gives (the API's list reversed, spec §7). */
export const CompanyValues = ({ values }: { values: readonly CompanyValue[] }) => {
  if (values.length === 0) return null;
  return (
    <section
      className="company-values below-fold"
      aria-labelledby="company-values-heading"
      data-testid="company-values"
    >
      <h2 id="company-values-heading">
        <Trans>Why Badal</Trans>
      </h2>
      <ul>
        {values.map((value) => (
          <li key={value.id}>
            {value.image && <img src={value.image.url} alt="" width="64" height="64" loading="lazy" decoding="async" />}
            <h3>{value.title}</h3>
            <p>{value.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
