import {
  workOrderNameSchema,
  workOrderPhoneSchema,
  workOrderProblemSchema,
  type WorkOrderCategory,
  type WorkOrderInput,
} from '@broker/contract';
import type { z } from 'zod';

export interface WorkOrderDraft {
  name: string;
  phone: string;
  category: WorkOrderCategory | '';
  problem: string;
  summary: string;
}

export type DraftProblems = Partial<Record<keyof WorkOrderDraft, string>>;

const firstIssue = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The server's own rules (the contract's schemas), so the form says what the server would refuse. */
export function draftProblems(draft: WorkOrderDraft): DraftProblems {
  const problems: DraftProblems = {
    name: firstIssue(workOrderNameSchema, draft.name),
    phone: firstIssue(workOrderPhoneSchema, draft.phone),
    category: draft.category === '' ? '请选择问题类型' : undefined,
    problem: firstIssue(workOrderProblemSchema, draft.problem),
  };
  return Object.fromEntries(Object.entries(problems).filter(([, v]) => v)) as DraftProblems;
}

export function inputOf(draft: WorkOrderDraft, origin: Record<string, string>): WorkOrderInput {
  return {
    name: draft.name,
    phone: draft.phone,
    category: draft.category as WorkOrderCategory,
    problem: draft.problem,
    ...(draft.summary.trim() && { summary: draft.summary.trim() }),
    origin,
  };
}
