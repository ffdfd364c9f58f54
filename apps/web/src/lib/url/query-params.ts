/**
 * Launch parameters can sit before the '#' (`/?erpToken=…#/index`, how host apps usually append them)
 * or in the hash route's own query (`#/index?erpToken=…`). These helpers read and edit both.
 */
function split(href: string) {
  const url = new URL(href);
  const hash = url.hash;
  const q = hash.indexOf('?');
  return {
    url,
    hashPath: q >= 0 ? hash.slice(0, q) : hash,
    hashParams: new URLSearchParams(q >= 0 ? hash.slice(q + 1) : ''),
  };
}

/** All query parameters of a page address; a name in the hash query wins over the same name before it. */
export function readQueryParams(href: string): URLSearchParams {
  const { url, hashParams } = split(href);
  const merged = new URLSearchParams(url.search);
  hashParams.forEach((value, name) => merged.set(name, value));
  return merged;
}

/** The address without `name`, wherever it was; everything else is kept. */
export function removeQueryParam(href: string, name: string): string {
  const { url, hashPath, hashParams } = split(href);
  url.searchParams.delete(name);
  hashParams.delete(name);
  const hashQuery = hashParams.toString();
  url.hash = hashQuery ? `${hashPath}?${hashQuery}` : hashPath;
  return url.toString();
}
