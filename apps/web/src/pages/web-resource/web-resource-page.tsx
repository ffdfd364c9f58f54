import { Page } from '../../components/page/page';
import { PageHeader } from '../../components/page-header/page-header';
import { WebResourceList } from '../../features/web-resources/components/web-resource-list';
import { routeTitles } from '../../locales/zh-CN/routes';

/** /webResource (spec §2 web page list): official pages operators list for agents (decision 030). */
export function WebResourcePage() {
  return (
    <Page header={<PageHeader title={routeTitles.webResource} />}>
      <WebResourceList />
    </Page>
  );
}
