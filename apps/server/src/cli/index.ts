import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { CatalogueImportError } from '../services/catalogue/problems.js';
import { openConfiguredDatabase, seedInstallation, type StartUpLog } from '../start-up.js';
import { APIKEY_USAGE, runApiKeyCommand } from './apikey-commands.js';
import { BACKUP_USAGE, runBackupCommand } from './backup-commands.js';
import { CliError, parseCommandLine } from './args.js';
import { CATALOGUE_USAGE, runCatalogueCommand } from './catalogue-commands.js';
import { KB_USAGE, runKbCommand } from './kb-commands.js';
import { LESSON_USAGE, runLessonCommand } from './lesson-commands.js';
import { LessonImportError } from '../services/lessons/read-lessons.js';
import { KbImportError } from '../services/knowledge/errors.js';
import { UNDERWRITING_USAGE, runUnderwritingCommand } from './underwriting-commands.js';
import { USER_USAGE, runUserCommand } from './user-commands.js';
import { WORK_ORDER_USAGE, runWorkOrderCommand } from './work-order-commands.js';
import { WEB_RESOURCE_USAGE, runWebResourceCommand } from './web-resource-commands.js';
import { WebResourceImportError } from '../services/web-resources/read-entries.js';

const USAGE = `用法：npm run cli -- <命令>

${USER_USAGE}

${CATALOGUE_USAGE}

${APIKEY_USAGE}

${KB_USAGE}

${WORK_ORDER_USAGE}

${LESSON_USAGE}

${WEB_RESOURCE_USAGE}

${UNDERWRITING_USAGE}

${BACKUP_USAGE}

数据库取自与服务器相同的配置（DATABASE_URL，或 DATA_DIR 下的内嵌数据库）。`;

// Only what an operator must know goes to stderr; stdout stays the command's own output.
const CLI_LOG: StartUpLog = {
  info: () => undefined,
  warn: (_details, message) => console.error(message),
  error: (_details, message) => console.error(message),
};

const COMMANDS: Record<string, typeof runUserCommand> = {
  user: runUserCommand,
  catalogue: runCatalogueCommand,
  kb: runKbCommand,
  apikey: runApiKeyCommand,
  'work-order': (db, action, positional, flags) =>
    runWorkOrderCommand(db, action, positional, flags, loadConfig()),
  // Lesson media are copied into the data folder the server serves them from.
  lesson: (db, action, positional, flags) =>
    runLessonCommand(db, action, positional, flags, loadConfig().dataDir),
  'web-resource': runWebResourceCommand,
  // A file, not the database: the table is data the server reads at start.
  'underwriting-rules': (_db, action, positional) => runUnderwritingCommand(action, positional),
};

async function main(argv: string[]): Promise<number> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const { area, action, positional, flags, help } = parseCommandLine(argv);
  if (help || !area) {
    console.log(USAGE);
    return help ? 0 : 64;
  }
  const config = loadConfig();
  // The database as files: not opened (nor seeded) like the other commands.
  if (area === 'backup') {
    console.log(await runBackupCommand(config, action, positional));
    return 0;
  }
  const run = COMMANDS[area];
  if (!run) throw new CliError(`未知的命令 "${area}"\n\n${USAGE}`);
  const database = await openConfiguredDatabase(config, 2);
  try {
    await seedInstallation(database.db, config, CLI_LOG);
    console.log(await run(database.db, action, positional, flags));
    return 0;
  } finally {
    await database.close();
  }
}

// npm runs workspace scripts inside the workspace folder; INIT_CWD is where the operator typed the
// command, so a relative DATA_DIR means the same folder for the CLI as for `npm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error && error.name !== 'Error' ? `错误：${error.message}` : error);
    // 65 (EX_DATAERR): the files were read but are wrong; nothing was written.
    process.exit(
      error instanceof CatalogueImportError ||
        error instanceof KbImportError ||
        error instanceof LessonImportError ||
        error instanceof WebResourceImportError
        ? 65
        : 1,
    );
  },
);
