import { importSPKI, jwtVerify, type JWTPayload } from 'jose';
import type { Config } from '../../config.js';
import { AppError } from '../../errors.js';

export interface HostIdentity {
  workId: string;
  realName: string;
}

type ErpConfig = NonNullable<Config['erp']>;

// Work ids become database keys and appear on watermarks: keep them to a safe, printable shape.
const WORK_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** Verifies a host app's `erpToken` (a signed JWT) and reads the agent's identity from its claims. */
export function erpVerifier(config: ErpConfig) {
  const keyPromise =
    config.algorithm === 'HS256'
      ? Promise.resolve(new TextEncoder().encode(config.secret))
      : importSPKI(config.publicKey, 'RS256');

  return async function verify(erpToken: string): Promise<HostIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(erpToken, await keyPromise, {
        algorithms: [config.algorithm],
        issuer: config.issuer,
        audience: config.audience,
        requiredClaims: ['exp'],
        clockTolerance: 30,
      }));
    } catch (cause) {
      throw new AppError('unauthorized:erp_token', { cause });
    }
    const workId = payload[config.workIdClaim];
    const name = payload[config.nameClaim];
    if (typeof workId !== 'string' || !WORK_ID.test(workId)) {
      throw new AppError('unauthorized:erp_token', { detail: '单点登录凭证缺少有效的工号' });
    }
    // Names end up on watermarks: control and format characters (NUL, bidi overrides) are dropped.
    const cleaned = typeof name === 'string' ? name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim() : '';
    const realName = cleaned ? cleaned.slice(0, 64) : workId;
    return { workId, realName };
  };
}
