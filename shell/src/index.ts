import { warmLocaleData } from './warm-locale-data';

// Async boundary: shared singletons are negotiated before React or the bus load. It starts in a task of its
// own, after the runtime's: on a phone each is shorter than the one long task they made together (issue 14).
setTimeout(() => void import('./main'));
setTimeout(warmLocaleData);
