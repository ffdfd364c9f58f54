import { FILE_LIMITS } from '@broker/contract';

/** Strings of uploading and reading files (lib/files): the underwriting screen and the chat's attachments. */
export const filesText = {
  tooMany: `最多上传${FILE_LIMITS.maxFilesPerCase}个文件`,
  tooBig: (name: string) => `${name} 超过${FILE_LIMITS.maxBytes / 1048576} MB，请压缩或只上传相关页`,
  uploading: (percent: number) => `上传中 ${percent}%`,
};
