/**
 * The web app's tool screens that an answer may send the agent to. Each stays false until its screen
 * ships; the built-in engine words its hand-offs by this (an answer never points at a screen the app
 * lacks) and the chat links a card's button only to screens that exist.
 */
export const TOOL_SCREENS = {
  compare: true,
  calculator: true,
  colourPage: true,
  underwriting: true,
  customerService: true,
  vehicle: false,
} as const;

export type ToolScreen = keyof typeof TOOL_SCREENS;
export type ToolScreens = Readonly<Record<ToolScreen, boolean>>;
