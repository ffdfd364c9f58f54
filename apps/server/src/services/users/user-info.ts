import { GUIDE_FLAG_ID, IMPORTANT_NOTICE_AGREEMENT_ID, type UserInfo } from '@broker/contract';
import { AppError } from '../../errors.js';
import type { UserRow, UsersRepository } from '../../db/users-repository.js';
import type { AgreementService } from '../agreements/agreement-service.js';
import type { EngineChoice } from '../engines/engine-choice.js';

/** Guide popups the product has; `show` lists the ones this agent has not seen yet. */
const GUIDES = [GUIDE_FLAG_ID];

export interface UserInfoDeps {
  users: UsersRepository;
  agreements: AgreementService;
  /** The models an agent may choose (the default first) and which one answers them. */
  engines: Pick<EngineChoice, 'models' | 'modelOf'>;
  /** DEBUG_CONSOLE_WORK_IDS: these agents' app loads the debug console (exact work ids). */
  debugConsoleWorkIds: readonly string[];
  /** The deployment's tool screens (the vehicle card exists once its link is configured). */
  toolScreens: UserInfo['toolScreens'];
}

export function userInfoService(deps: UserInfoDeps) {
  const { models } = deps.engines;
  const debugConsole = new Set(deps.debugConsoleWorkIds);
  return {
    async describe(user: UserRow): Promise<UserInfo> {
      const chosen = deps.engines.modelOf(user);
      const accepted = await deps.agreements.hasAcceptedCurrent(user.id, IMPORTANT_NOTICE_AGREEMENT_ID);
      return {
        workId: user.workId,
        realName: user.realName,
        models: models.map((model) => ({ model, default: model === chosen })),
        show: GUIDES.filter((g) => !user.seenGuides.includes(g)),
        acceptAgreement: accepted ? 1 : 0,
        ...(debugConsole.has(user.workId) && { debugConsole: true as const }),
        toolScreens: deps.toolScreens,
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
