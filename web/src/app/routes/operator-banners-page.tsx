import { pathTo } from '@badal/contracts/core';
import { Redirect, useSearch } from 'wouter';

/** /operator/banners, the banner review's old address: the operator console's banner tab now. */
export const OperatorBannersPage = () => {
  const status = new URLSearchParams(useSearch()).get('status') ?? undefined;
  return <Redirect to={pathTo('operator', { query: { tab: 'banners', status } })} replace />;
};
