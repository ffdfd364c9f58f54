/**
 * A file sent with the question (spec §7 fileInfos), as the host found it: the asking agent's own
 * upload, its reading state and, once read, its text (issue 15, decision 024). The engine answers from
 * the text and says which files are still being read rather than answering as if they were not there.
 */
export interface AttachedFile {
  /** The name on the phone, for the answer to refer to. */
  name: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  /** 0–100 while being read. */
  progress?: number;
  /** What the reader is doing, in Chinese ('正在识别第1/2页', '排队中'). */
  stage?: string;
  /** The text read (status done). */
  text?: string;
  /** Why it could not be read (status failed), in Chinese. */
  reason?: string;
}
