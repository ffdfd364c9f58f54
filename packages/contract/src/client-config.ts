import { z } from 'zod';

/**
 * What the web app learns from the server at start-up (`GET /v1/client-config`), so that a deployment
 * changes these without rebuilding the app.
 */
export const clientConfigSchema = z.object({
  /** Where a native-app web view goes when the session expires (spec §8); empty when not set. */
  externalLoginUrl: z.string(),
  /** Whether `POST /v1/login/erp` is configured, i.e. an `erpToken` query parameter can be exchanged. */
  erpLoginEnabled: z.boolean(),
  /** Whether the standalone sign-in form (`/login`) is offered. */
  passwordLoginEnabled: z.boolean(),
  /** User-agent markers for platform detection (case-insensitive substrings). */
  userAgentMarkers: z.object({
    iosApp: z.array(z.string()),
    androidApp: z.array(z.string()),
    wecom: z.array(z.string()),
    wechat: z.array(z.string()),
  }),
  /** Whether a speech-to-text service is configured: without one the composer has no microphone. */
  speechToText: z.boolean().optional(),
  /**
   * Where tracking goes (spec §7 `{host}/buried/spm/save`): an origin such as `https://t.example.com`,
   * or empty for the app's own. Optional so an older server's answer still parses.
   */
  trackingHost: z.string().optional(),
  /** Whether an operator's WeChat app names customers who open a share in WeChat (decision 018). */
  wechatViewerNames: z.boolean().optional(),
  /**
   * The host app's template-params service (spec §7 'Other calls', decision 036): the app POSTs there
   * at start when set; empty or absent = nothing is called.
   */
  templateParamsUrl: z.string().optional(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
