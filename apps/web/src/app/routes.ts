import { lazy, type ComponentType } from 'react';
import { routeTitles } from '../locales/zh-CN/routes';
import { CsAssistantPage } from '../pages/cs-assistant/cs-assistant-page';
import { IndexPage } from '../pages/index/index-page';
import { PRODUCT_SHEET_PATH } from '../lib/url/product-sheet-path';

export interface AppRoute {
  path: string;
  /** document.title while the route is shown. */
  title: string;
  component: ComponentType;
  /** Readable without signing in. */
  public?: boolean;
}

export interface RouteHandle {
  title: string;
}

// /index is in the main bundle; every other page loads when first opened. The sign-in page too: agents
// who sign in see it once, and /index's first screen stays within its JavaScript budget (issue 5).
const LoginPage = lazy(() => import('../pages/login/login-page').then((m) => ({ default: m.LoginPage })));
const SettingPage = lazy(() =>
  import('../pages/setting/setting-page').then((m) => ({ default: m.SettingPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../pages/privacy-policy/privacy-policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const UserAgreementPage = lazy(() =>
  import('../pages/user-agreement/user-agreement-page').then((m) => ({ default: m.UserAgreementPage })),
);

const ConvMessageCheckListPage = lazy(() =>
  import('../pages/conv-message-check-list/conv-message-check-list-page').then((m) => ({
    default: m.ConvMessageCheckListPage,
  })),
);
const ConvMessageCheckPage = lazy(() =>
  import('../pages/conv-message-check/conv-message-check-page').then((m) => ({
    default: m.ConvMessageCheckPage,
  })),
);

const loadTutorial = () => import('../pages/tutorial/tutorial-screens');
const TutorialPage = lazy(() => loadTutorial().then((m) => ({ default: m.TutorialPage })));
const TutorialDetailPage = lazy(() => loadTutorial().then((m) => ({ default: m.TutorialDetailPage })));
// xgplayer (~100 KB gzip) comes only with this page.
const XgplayerPage = lazy(() =>
  import('../pages/xgplayer/xgplayer-page').then((m) => ({ default: m.XgplayerPage })),
);

const ProdSelectConfigPage = lazy(() =>
  import('../pages/prod-select-config/prod-select-config-page').then((m) => ({
    default: m.ProdSelectConfigPage,
  })),
);
const ComparisonResultsPage = lazy(() =>
  import('../pages/comparison-results/comparison-results-page').then((m) => ({
    default: m.ComparisonResultsPage,
  })),
);
const ComparingHistoryPage = lazy(() =>
  import('../pages/comparing-history/comparing-history-page').then((m) => ({
    default: m.ComparingHistoryPage,
  })),
);
const InteractiveListPage = lazy(() =>
  import('../pages/interactive-list/interactive-list-page').then((m) => ({
    default: m.InteractiveListPage,
  })),
);
const CommissionCalculateProdSelectPage = lazy(() =>
  import('../pages/commission-calculate-prod-select/commission-calculate-prod-select-page').then((m) => ({
    default: m.CommissionCalculateProdSelectPage,
  })),
);
const CommissionCalculatePage = lazy(() =>
  import('../pages/commission-calculate/commission-calculate-page').then((m) => ({
    default: m.CommissionCalculatePage,
  })),
);
const loadColourPages = {
  select: () => import('../pages/prod-coloring-page-prod-select/prod-coloring-page-prod-select-page'),
  config: () => import('../pages/prod-coloring-page-config/prod-coloring-page-config-page'),
  result: () => import('../pages/prod-coloring-page-result/prod-coloring-page-result-page'),
};
const ProdColoringPageProdSelectPage = lazy(() =>
  loadColourPages.select().then((m) => ({ default: m.ProdColoringPageProdSelectPage })),
);
const ProdColoringPageConfigPage = lazy(() =>
  loadColourPages.config().then((m) => ({ default: m.ProdColoringPageConfigPage })),
);
const ProdColoringPageResultPage = lazy(() =>
  loadColourPages.result().then((m) => ({ default: m.ProdColoringPageResultPage })),
);

const ProductDetailPage = lazy(() =>
  import('../pages/product-detail/product-detail-page').then((m) => ({ default: m.ProductDetailPage })),
);

const CsSummaryPage = lazy(() =>
  import('../pages/cs-summary/cs-summary-page').then((m) => ({ default: m.CsSummaryPage })),
);
const WorkOrderPage = lazy(() =>
  import('../pages/work-order/work-order-page').then((m) => ({ default: m.WorkOrderPage })),
);

const WebResourcePage = lazy(() =>
  import('../pages/web-resource/web-resource-page').then((m) => ({ default: m.WebResourcePage })),
);

const loadUnderwriting = {
  form: () => import('../pages/ai-underwriting/ai-underwriting-page'),
  report: () => import('../pages/ai-underwriting-report/ai-underwriting-report-page'),
};
const AiUnderwritingPage = lazy(() =>
  loadUnderwriting.form().then((m) => ({ default: m.AiUnderwritingPage })),
);
const AiUnderwritingReportPage = lazy(() =>
  loadUnderwriting.report().then((m) => ({ default: m.AiUnderwritingReportPage })),
);

const AnalyticsPage = lazy(() =>
  import('../pages/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);

export const HOME_PATH = '/index';

/** Spec §2 routes built so far. Unknown paths go home, so there are no placeholder screens. */
export const ROUTES: readonly AppRoute[] = [
  { path: HOME_PATH, title: routeTitles.index, component: IndexPage },
  { path: '/login', title: routeTitles.login, component: LoginPage, public: true },
  { path: '/setting', title: routeTitles.setting, component: SettingPage },
  { path: '/privacyPolicy', title: routeTitles.privacyPolicy, component: PrivacyPolicyPage, public: true },
  { path: '/userAgreement', title: routeTitles.userAgreement, component: UserAgreementPage, public: true },
  {
    path: '/convMessageCheckList',
    title: routeTitles.convMessageCheckList,
    component: ConvMessageCheckListPage,
  },
  { path: '/convMessageCheck', title: routeTitles.convMessageCheck, component: ConvMessageCheckPage },
  { path: '/tutorial', title: routeTitles.tutorial, component: TutorialPage },
  { path: '/tutorial/detail', title: routeTitles.tutorialDetail, component: TutorialDetailPage },
  { path: '/xgplayer', title: routeTitles.xgplayer, component: XgplayerPage },
  { path: '/prodSelectConfig', title: routeTitles.prodSelectConfig, component: ProdSelectConfigPage },
  // Public for the customer's copy (shareFlag=1); the agent's view sends signed-out visitors to /login.
  {
    path: '/comparisonResults',
    title: routeTitles.comparisonResults,
    component: ComparisonResultsPage,
    public: true,
  },
  { path: '/comparingHistory', title: routeTitles.comparingHistory, component: ComparingHistoryPage },
  { path: '/interactiveList', title: routeTitles.interactiveList, component: InteractiveListPage },
  {
    path: '/commissionCalculateProdSelect',
    title: routeTitles.commissionCalculateProdSelect,
    component: CommissionCalculateProdSelectPage,
  },
  {
    path: '/commissionCalculate',
    title: routeTitles.commissionCalculate,
    component: CommissionCalculatePage,
  },
  {
    path: '/prodColoringPageProdSelect',
    title: routeTitles.prodColoringPageProdSelect,
    component: ProdColoringPageProdSelectPage,
  },
  {
    path: '/prodColoringPageConfig',
    title: routeTitles.prodColoringPageConfig,
    component: ProdColoringPageConfigPage,
  },
  // Public for the customer's copy (shareFlag=1); the agent's view sends signed-out visitors to /login.
  {
    path: '/prodColoringPageResult',
    title: routeTitles.prodColoringPageResult,
    component: ProdColoringPageResultPage,
    public: true,
  },
  // Not in spec §2, which names no product screen (decision 023).
  { path: PRODUCT_SHEET_PATH, title: routeTitles.productDetail, component: ProductDetailPage },
  { path: '/aiUnderwriting', title: routeTitles.aiUnderwriting, component: AiUnderwritingPage },
  // Public for the customer's copy (shareFlag=1); the agent's view sends signed-out visitors to /login.
  {
    path: '/aiUnderwritingReport',
    title: routeTitles.aiUnderwritingReport,
    component: AiUnderwritingReportPage,
    public: true,
  },
  { path: '/csAssistant', title: routeTitles.csAssistant, component: CsAssistantPage },
  { path: '/csSummary', title: routeTitles.csSummary, component: CsSummaryPage },
  // Not in spec §2's table; spec §7 opens a work-order page by URL (decision 025).
  { path: '/workOrder', title: routeTitles.workOrder, component: WorkOrderPage },
  { path: '/webResource', title: routeTitles.webResource, component: WebResourcePage },
  // Not in spec §2's table: the operators' analytics view, refused to agents (decision 028).
  { path: '/analytics', title: routeTitles.analytics, component: AnalyticsPage },
];

const ROUTE_PATHS = new Set(ROUTES.map((route) => route.path));

/** A real page (not a redirect); only these are kept alive. */
export const isPagePath = (pathname: string): boolean => ROUTE_PATHS.has(pathname);
