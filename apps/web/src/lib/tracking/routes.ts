import type { ToolScreens } from '@broker/contract';

type Tool = keyof ToolScreens;

/** Which tool screen (TOOL_SCREENS key) a route belongs to; one tool's pages count as one opening. */
const TOOL_ROUTES: Record<string, Tool> = {
  '/prodSelectConfig': 'compare',
  '/comparisonResults': 'compare',
  '/comparingHistory': 'compare',
  '/commissionCalculateProdSelect': 'calculator',
  '/commissionCalculate': 'calculator',
  '/prodColoringPageProdSelect': 'colourPage',
  '/prodColoringPageConfig': 'colourPage',
  '/prodColoringPageResult': 'colourPage',
  '/aiUnderwriting': 'underwriting',
  '/aiUnderwritingReport': 'underwriting',
  '/csAssistant': 'customerService',
  '/csSummary': 'customerService',
  '/workOrder': 'customerService',
};

export const toolOfRoute = (route: string): Tool | null => TOOL_ROUTES[route] ?? null;

/** The customer's copy of a share (`shareFlag=1`) by route. */
export function sharedPageOf(route: string): 'comparison' | 'colourPage' | null {
  if (route === '/comparisonResults') return 'comparison';
  if (route === '/prodColoringPageResult') return 'colourPage';
  return null;
}
