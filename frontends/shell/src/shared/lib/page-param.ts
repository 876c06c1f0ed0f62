/** `?page=` as a whole number of at least 1 (its own module: the route table's prefetch declarations read it too). */
export function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? Math.min(n, 10_000) : 1;
}
