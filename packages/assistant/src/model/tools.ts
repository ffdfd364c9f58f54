import { z } from 'zod';
import type { AnswerPart, EngineRequest, KnowledgeBase } from '../engine/types.js';

/**
 * Tools a model may call (OpenAI function calling). Every product fact, premium and commission in a
 * model's answer must come through one of these, so their results are also what the grounding check
 * compares the answer's numbers against.
 */

export interface ToolContext {
  kb: KnowledgeBase;
  request: EngineRequest;
}

export interface ToolOutcome {
  /** What the model reads (serialised as the `tool` message). */
  result: unknown;
  /** What the agent sees from this call: a product list, cited passages, flags. */
  parts?: AnswerPart[];
  /** Products the call was about; they become the conversation's locked products. */
  productCodes?: string[];
}

export interface ModelTool {
  name: string;
  /** Chinese: the model reads it to decide when to call. */
  description: string;
  /** JSON Schema of the arguments object. */
  parameters: Record<string, unknown>;
  /** Gets the raw (unvalidated) arguments; validation is the tool's job (see defineTool). */
  run(args: unknown, ctx: ToolContext): Promise<ToolOutcome>;
}

/** The shape of a tool error the model reads: it can correct its arguments and call again. */
export interface ToolError {
  error: 'invalid_arguments' | 'unknown_tool' | 'tool_failed' | 'not_found' | 'rejected';
  message: string;
  issues?: { path: string; message: string }[];
}

export const toolError = (
  error: ToolError['error'],
  message: string,
  issues?: ToolError['issues'],
): ToolOutcome => ({ result: issues ? { error, message, issues } : { error, message } });

/**
 * A tool whose arguments are checked by a zod schema; the JSON Schema offered to the model is derived
 * from the same schema, so the two cannot drift apart. Bad arguments come back to the model as a
 * structured error instead of an exception: models do send wrong types and missing fields.
 */
export function defineTool<S extends z.ZodType>(spec: {
  name: string;
  description: string;
  schema: S;
  run(args: z.output<S>, ctx: ToolContext): Promise<ToolOutcome> | ToolOutcome;
}): ModelTool {
  const { $schema: _ignored, ...parameters } = z.toJSONSchema(spec.schema, { io: 'input' }) as Record<
    string,
    unknown
  >;
  return {
    name: spec.name,
    description: spec.description,
    parameters,
    async run(args, ctx) {
      const parsed = spec.schema.safeParse(args);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
        return toolError('invalid_arguments', '参数不符合要求，请按参数说明修正后重试', issues);
      }
      return spec.run(parsed.data, ctx);
    },
  };
}

/**
 * Runs one call as the model sent it (arguments as a JSON string, possibly malformed). Never throws:
 * whatever goes wrong becomes a ToolError result the model can react to.
 */
export async function runToolCall(
  tools: readonly ModelTool[],
  name: string,
  rawArguments: string,
  ctx: ToolContext,
): Promise<ToolOutcome> {
  const tool = tools.find((t) => t.name === name);
  if (!tool) return toolError('unknown_tool', `没有名为 ${name} 的工具`);
  let args: unknown;
  try {
    args = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
  } catch {
    return toolError('invalid_arguments', '参数不是合法的 JSON');
  }
  try {
    return await tool.run(args, ctx);
  } catch {
    // The model needs to know the call failed, not why inside our code (that is for our logs).
    return toolError('tool_failed', '工具执行失败');
  }
}

/** The `tools` field of a chat-completions request. */
export function toOpenAITools(tools: readonly ModelTool[]) {
  return tools.map((t) => ({
    type: 'function' as const,
    function: { name: t.name, description: t.description, parameters: t.parameters },
  }));
}
