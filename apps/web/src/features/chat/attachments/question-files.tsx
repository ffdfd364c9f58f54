import type { ChatMessage } from '../../../stores/main/chat-types';
import { attachmentText as chatText } from '../../../locales/zh-CN/chat-attachments';
import { AttachIcon } from './attach-icon';

/** The files a question carried, under its text; a chunk of its own (most questions have none). */
export default function QuestionFiles({ files }: { files: ChatMessage['files'] }) {
  return (
    <ul className="question__files" aria-label={chatText.attachedFiles}>
      {files.map((f) => (
        <li key={f.url} className="question__file">
          <AttachIcon />
          <span className="question__file-name">{f.name}</span>
        </li>
      ))}
    </ul>
  );
}
