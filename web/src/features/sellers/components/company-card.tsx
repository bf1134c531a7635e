import { type CompanyProfile, type CompanySize, pathTo } from '@badal/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Isolate } from '../../../components/isolate';
import { MapPinIcon } from '../../../components/page-icons';

const SIZE_NAMES: Record<CompanySize, MessageDescriptor> = {
  '1-10': msg`1 to 10 people`,
  '11-50': msg`11 to 50 people`,
  '51-200': msg`51 to 200 people`,
  '201+': msg`More than 200 people`,
};

/** A company account's profile on its seller page: name, category, address, size and links. */
export const CompanyCard = ({ company }: { company: CompanyProfile }) => {
  const { t, i18n } = useLingui();
  const links = [
    { label: t`Website`, href: company.websiteLink },
    { label: t`Instagram`, href: company.instagramLink },
    { label: t`Facebook`, href: company.facebookLink },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  return (
    <section className="company-card" aria-labelledby="company-card-title" data-testid="company-card">
      <h2 id="company-card-title">
        <Isolate>{company.name}</Isolate>
      </h2>
      <dl className="company-facts">
        <div>
          <dt>
            <Trans>Sells</Trans>
          </dt>
          <dd>
            <Link href={pathTo('category', { slug: company.category.slug })}>{company.category.name}</Link>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>
            <MapPinIcon /> <Isolate>{company.address}</Isolate>{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${company.latitude}&mlon=${company.longitude}#map=16/${company.latitude}/${company.longitude}`}
              rel="noopener noreferrer"
              target="_blank"
            >
              <Trans>Show on the map</Trans>
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>{i18n._(SIZE_NAMES[company.size])}</dd>
        </div>
      </dl>
      {links.length > 0 && (
        <ul className="company-links">
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} rel="noopener noreferrer nofollow" target="_blank">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
