/** Voice input on the chat composer (issue 17, decision 029). */
export const voiceText = {
  button: '按住说话',
  holdHint: '请按住麦克风按钮说话',
  recordingHint: '松开 识别，上滑 取消',
  cancelHint: '松开手指，取消发送',
  secondsLeft: (s: number) => `还可以说${s}秒`,
  elapsed: (ms: number) => {
    const s = Math.floor(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  },
  starting: '正在打开麦克风…',
  recognizing: '正在识别…',
  overlayLabel: '语音输入',
  tooShort: '说话时间太短',
  tooLong: '已达60秒上限，已自动结束录音并识别',
  permissionGranted: '已允许使用麦克风，请重新按住说话',
  permissionDenied: '无法使用麦克风：请在浏览器或手机设置中允许访问麦克风后重试',
  noMicrophone: '未检测到麦克风，请检查设备后重试',
  micBusy: '麦克风正被其他应用占用，请结束通话或录音后重试',
  micFailed: '无法启动录音，请稍后重试或改用文字输入',
  insecure: '语音输入需要安全连接（HTTPS），请通过 https 地址打开后再试',
  inAppUnsupported: '当前应用内暂不支持录音，可使用手机输入法键盘上的语音按键说话',
  recorderUnsupported: '当前环境暂不支持录音，可使用手机输入法键盘上的语音按键说话',
  recognizeFailed: '语音识别失败，请重试或改用文字输入',
  recognizeTimeout: '语音识别超时，请重试或改用文字输入',
  uploadFailed: '网络异常，录音未能发送，请重试',
};
