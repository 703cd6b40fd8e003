export { flushLog, logEvent, LOG_FLUSH_STORAGE_KEY } from './behaviour-log';
