/**
 * Why a read file's text cannot be judged, or undefined when it can: the underwriting report lists such
 * files as unread, and the chat says the same of an attachment (one wording for both).
 */
export function unreadableReason(text: string): string | undefined {
  if (text.replace(/\s/g, '') === '') return '未识别到文字，请确认照片清晰、完整';
  // The rules read Chinese reports; another language would pass as 'nothing found'.
  if ((text.match(/[\u4e00-\u9fff]/g)?.length ?? 0) < 10)
    return '报告不是中文，暂无法识别其中的健康情况，请在健康情况中填写';
  return undefined;
}
