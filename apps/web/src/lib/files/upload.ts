import type { StoredFile, Sts } from '@broker/contract';
import { uploadSlot } from './files-api';

/** The server's refusal text, or a generic one (the upload does not go through the JSON client). */
function refusal(xhr: XMLHttpRequest): string {
  try {
    const body = JSON.parse(xhr.responseText) as { detail?: unknown };
    if (typeof body.detail === 'string') return body.detail;
  } catch {
    // not JSON: fall through
  }
  return xhr.status === 0 ? '网络中断，上传未完成，请重试' : '上传失败，请重试';
}

/**
 * Uploads one file (underwriting reports, chat attachments, work-order screenshots) where GET /v1/sts says, with exactly its headers: the same code for the server's
 * own store and for a presigned S3-compatible address. XMLHttpRequest for the upload progress.
 */
export async function uploadFile(file: File, onProgress: (percent: number) => void): Promise<StoredFile> {
  const slot: Sts = await uploadSlot(file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(slot.method, slot.uploadUrl);
    for (const [name, value] of Object.entries(slot.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(new Error(refusal(xhr)));
      // A presigned store answers with no body: the slot's path is the file's.
      const stored = xhr.responseText ? (JSON.parse(xhr.responseText) as StoredFile) : undefined;
      resolve(
        stored ?? {
          name: file.name,
          size: file.size,
          url: '',
          hash: '',
          path: slot.filePath,
          mime: file.type as StoredFile['mime'],
        },
      );
    };
    xhr.onerror = () => reject(new Error(refusal(xhr)));
    xhr.send(file);
  });
}
