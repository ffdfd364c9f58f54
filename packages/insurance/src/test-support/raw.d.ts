// Vite (and so vitest) imports a file's text with the ?raw suffix. Tests use it to read data/reference
// without giving the package Node's types: the library code must stay free of I/O.
declare module '*?raw' {
  const text: string;
  export default text;
}

// Vite's import.meta.glob, in the one form the purity test uses.
interface ImportMeta {
  glob(
    pattern: string | string[],
    options: { query: '?raw'; import: 'default'; eager: true },
  ): Record<string, string>;
}
