import { installConsoleGuard } from './console-guard';
import { installLeakGuard } from './leak-guard';

installConsoleGuard();
installLeakGuard();
