import { useRef } from 'react';
import { attachmentText as chatText } from '../../../locales/zh-CN/chat-attachments';
import { AttachIcon } from './attach-icon';

/**
 * The composer's paperclip and its hidden file input, in a chunk of its own so the first screen stays
 * within its budget (e2e/web-build-budget.test.ts); it appears as soon as the chunk is there.
 */
export default function AttachPicker({ onPick }: { onPick: (files: File[]) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className="composer__attach"
        aria-label={chatText.attach}
        onClick={() => fileInput.current?.click()}
      >
        <AttachIcon />
      </button>
      <input
        ref={fileInput}
        type="file"
        hidden
        multiple
        // FILE_MIME_TYPES, spelled out: the contract's files module carries zod, kept off the first screen.
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-label={chatText.attach}
        data-testid="chat-file-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
    </>
  );
}
