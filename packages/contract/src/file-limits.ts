// The file limits without zod: screens that only state them (the underwriting texts, which the
// customer's share page shows with a report) import them without the schema library.

export const FILE_LIMITS = {
  /** One file: a phone photo or a hospital PDF fits well within it. */
  maxBytes: 20 * 1024 * 1024,
  /** Files in one underwriting case or one question. */
  maxFilesPerCase: 9,
  /** Pages of a PDF read (more is refused: a report is a few pages, a 1000-page PDF is not one). */
  pdfMaxPages: 30,
  /** Files and their extracted text are deleted this many days after upload (privacy policy). */
  retentionDays: 30,
  /** How long the upload address from /v1/sts can be used. */
  uploadMinutes: 15,
} as const;
