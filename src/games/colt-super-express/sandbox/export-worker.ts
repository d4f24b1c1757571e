// Colt Super Express's export, checked in a worker (../export-check.ts says why a worker).
import { serveExportCheck } from '../../../widgets/sandbox/export-check.ts';
import { coltSuperExpress } from '../scenarios/adapter.ts';
import { exportScenario } from './export.ts';

serveExportCheck(exportScenario, coltSuperExpress);
