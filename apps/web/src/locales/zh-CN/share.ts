/** The customer's share page (src/share) when the link itself cannot be read. */
export const shareText = {
  title: '展业助手',
  badLink: '链接不完整，请向发给您链接的顾问重新索取。',
};
