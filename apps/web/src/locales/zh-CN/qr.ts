/** The QR code image beside a share link. */
export const qrText = {
  alt: '分享链接二维码',
  hint: '长按二维码保存，或让客户用微信扫一扫打开',
} as const;
