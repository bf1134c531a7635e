/**
 * One deadline for everything a page waits for: what is not there by then is left out (null, or
 * the fallback given) and the page is sent, instead of each upstream timeout running one after
 * another. The work itself is not cancelled; a late answer is dropped (a shared cache fill still
 * lands for the next reader).
 */
export const beforeDeadline = <T, F>(work: Promise<T>, deadline: number, fallback: F): Promise<T | F> => {
  const left = deadline - Date.now();
  if (left <= 0) {
    work.catch(() => {});
    return Promise.resolve(fallback);
  }
  return new Promise<T | F>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), left);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
};
