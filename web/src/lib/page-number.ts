/** The page number of a paged list from the URL's `?page=` (1 when missing or out of range). */
export const pageFrom = (search: string): number => {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
};
