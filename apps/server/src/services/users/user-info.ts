import {
  BUILT_IN_MODEL,
  GUIDE_FLAG_ID,
  IMPORTANT_NOTICE_AGREEMENT_ID,
  type UserInfo,
} from '@broker/contract';
import { AppError } from '../../errors.js';
import type { UserRow, UsersRepository } from '../../db/users-repository.js';
import type { AgreementService } from '../agreements/agreement-service.js';

/** Guide popups the product has; `show` lists the ones this agent has not seen yet. */
const GUIDES = [GUIDE_FLAG_ID];

export interface UserInfoDeps {
  users: UsersRepository;
  agreements: AgreementService;
  /**
   * Models an agent may choose, the default first: the configured models (LLM_MODELS), then the
   * built-in engine, which is always offered.
   */
  models?: readonly string[];
}

export function userInfoService(deps: UserInfoDeps) {
  const models = deps.models && deps.models.length > 0 ? deps.models : [BUILT_IN_MODEL];
  return {
    async describe(user: UserRow): Promise<UserInfo> {
      const chosen =
        user.preferredModel && models.includes(user.preferredModel) ? user.preferredModel : models[0];
      const accepted = await deps.agreements.hasAcceptedCurrent(user.id, IMPORTANT_NOTICE_AGREEMENT_ID);
      return {
        workId: user.workId,
        realName: user.realName,
        models: models.map((model) => ({ model, default: model === chosen })),
        show: GUIDES.filter((g) => !user.seenGuides.includes(g)),
        acceptAgreement: accepted ? 1 : 0,
      };
    },
    async changeModel(user: UserRow, model: string): Promise<void> {
      if (!models.includes(model)) throw new AppError('invalid:model');
      await deps.users.update(user.id, { preferredModel: model });
    },
    async markGuideSeen(user: UserRow, guide: string): Promise<void> {
      if (!GUIDES.includes(guide)) throw new AppError('invalid:guide');
      if (user.seenGuides.includes(guide)) return;
      await deps.users.update(user.id, { seenGuides: [...user.seenGuides, guide] });
    },
  };
}
export type UserInfoService = ReturnType<typeof userInfoService>;
