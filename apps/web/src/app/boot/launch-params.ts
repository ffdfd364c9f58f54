import { AI_SOURCES, type AiSource } from '@broker/contract';

/** Spec §2 query parameters, as the app uses them. Absent ones stay undefined (the stores keep theirs). */
export interface LaunchParams {
  erpToken: string | null;
  /** An unknown `aiSource` falls back to 'general'; the value it had is kept in `unknownAiSource`. */
  aiSource?: AiSource;
  unknownAiSource?: string;
  /** With aiSource=product_aides: the product the assistant is locked to (decision 048). */
  productCode?: string;
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
    aiSource: aiSource === undefined ? undefined : isAiSource(aiSource) ? aiSource : 'general',
    unknownAiSource: aiSource && !isAiSource(aiSource) ? aiSource.slice(0, 60) : undefined,
    productCode: text('productCode')?.slice(0, 64),
    appFlag: appback === undefined ? undefined : isOn(appback),
    lessonId: text('lessonId'),
    shareFlag: share === undefined ? undefined : isOn(share),
    buriedSessionId: text('buriedSessionId'),
  };
}
