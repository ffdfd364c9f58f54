import { AI_SOURCES, type AiSource } from '@broker/contract';

/** Spec §2 query parameters, as the app uses them. Absent ones stay undefined (the stores keep theirs). */
export interface LaunchParams {
  erpToken: string | null;
  aiSource?: AiSource;
  /** `appbackFlag`: leaving should close the native view and return to the app. */
  appFlag?: boolean;
  lessonId?: string;
  shareFlag?: boolean;
  buriedSessionId?: string;
}

const isAiSource = (value: string): value is AiSource => (AI_SOURCES as readonly string[]).includes(value);
const isOn = (value: string) => value === '1' || value.toLowerCase() === 'true';

export function parseLaunchParams(params: URLSearchParams): LaunchParams {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const aiSource = text('aiSource');
  const appback = text('appbackFlag');
  const share = text('shareFlag');
  return {
    erpToken: text('erpToken') ?? null,
    aiSource: aiSource && isAiSource(aiSource) ? aiSource : undefined,
    appFlag: appback === undefined ? undefined : isOn(appback),
    lessonId: text('lessonId'),
    shareFlag: share === undefined ? undefined : isOn(share),
    buriedSessionId: text('buriedSessionId'),
  };
}
