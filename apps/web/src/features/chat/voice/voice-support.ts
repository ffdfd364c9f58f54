/**
 * Whether this page can record, and if not why (decision 029):
 * - `ok`: getUserMedia and MediaRecorder are there;
 * - `insecure`: plain http (browsers hide getUserMedia outside secure contexts): the button stays and says so;
 * - `in-app`: a host app's or WeCom's web view without recording: the button stays and points to the
 *   keyboard's own dictation, since the agent expects the app's microphone here;
 * - `hidden`: an ordinary browser without recording: no button.
 */
export type VoiceSupport = 'ok' | 'insecure' | 'in-app' | 'hidden';

export interface VoiceEnvironment {
  secure: boolean;
  getUserMedia: boolean;
  mediaRecorder: boolean;
  /** Inside the native app's, WeCom's or WeChat's web view. */
  inApp: boolean;
}

export function voiceSupport(env: VoiceEnvironment): VoiceSupport {
  if (env.getUserMedia && env.mediaRecorder) return 'ok';
  if (!env.secure) return 'insecure';
  return env.inApp ? 'in-app' : 'hidden';
}

/**
 * Opus in WebM (Chrome, Android web views, Firefox), then Ogg, then AAC in MP4 (iOS Safari and
 * WKWebView record only this); '' lets the browser choose.
 */
export const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
] as const;

export function pickMimeType(isTypeSupported: ((type: string) => boolean) | undefined): string {
  if (!isTypeSupported) return '';
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? '';
}
