// Lighthouse in the system Chromium through chrome-launcher and puppeteer-core (both come with
// Lighthouse; nothing is downloaded, it runs offline), for the web benches.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface LongTaskItem {
  url: string;
  duration: number;
  startTime: number;
}

/**
 * Lighthouse, mobile preset (its default config: Moto G Power screen, simulated slow 4G, 4× CPU), in the
 * system Chromium, offline, `runs` times on a cold load of `url`; prints each run and the median's
 * figures. `sessionToken` is put where the app keeps its session before the app's scripts run.
 */
export async function runLighthouse({
  label,
  url,
  runs,
  sessionToken,
}: {
  label: string;
  url: string;
  runs: number;
  sessionToken?: string;
}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const results: {
    performance: number;
    accessibility: number;
    metrics: Record<string, number>;
    failing: string[];
    longTasks: string[];
  }[] = [];
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    for (let run = 0; run < runs; run += 1) {
      const page = await browser.newPage();
      if (sessionToken)
        await page.evaluateOnNewDocument((token: string) => {
          sessionStorage.setItem('user', JSON.stringify({ state: { token }, version: 0 }));
        }, sessionToken);
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', onlyCategories: ['performance', 'accessibility'] },
        undefined,
        page,
      );
      if (!result) throw new Error('Lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      const metric = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
      // A run whose trace failed (NO_NAVSTART on a loaded machine) scores 0 for reasons of its own: it is
      // reported and left out of the median rather than counted as the page's score.
      if (result.lhr.runtimeError) {
        console.log('Lighthouse runtime error (run left out):', result.lhr.runtimeError.message);
        await page.close();
        continue;
      }
      results.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        metrics: {
          FCP: metric('first-contentful-paint'),
          LCP: metric('largest-contentful-paint'),
          TBT: metric('total-blocking-time'),
          SI: metric('speed-index'),
          CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        },
        failing: (categories.accessibility?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id),
        // What TBT is made of: the main-thread tasks over 50 ms (simulated), with the script behind each.
        longTasks: (
          (audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []
        ).map(
          (t) =>
            `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url.split('/').pop() || t.url})`,
        ),
      });
      await page.close();
    }
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
  results.sort((x, y) => x.performance - y.performance);
  console.log(
    `\nLighthouse ${results.length} of ${runs} runs, ${label} (mobile preset, ${CHROMIUM}); performance / accessibility per run:`,
  );
  console.log('  ' + results.map((r) => `${r.performance} / ${r.accessibility}`).join(', '));
  const median = results[Math.floor(results.length / 2)];
  if (median) {
    console.log(
      `  median: performance ${median.performance} (target ≥ 90), accessibility ${median.accessibility} (target ≥ 95)`,
    );
    console.log(`  metrics (ms): ${JSON.stringify(median.metrics)}`);
    if (median.failing.length) console.log(`  accessibility audits not passed: ${median.failing.join(', ')}`);
    console.log(`  long tasks: ${median.longTasks.join('; ') || 'none'}`);
  }
}
