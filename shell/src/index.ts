import { firstPicturesPainted } from './layout/first-pictures-painted';
import { warmLocaleData } from './warm-locale-data';

// Async boundary: shared singletons are negotiated before React or the bus load. It starts in a task of its
// own, after the runtime's, and after the server's drawing has painted its picture: on a phone each task is
// shorter than the one long task they made together, and none holds back the largest paint (issue 14).
void firstPicturesPainted().then(() => import('./main'));
setTimeout(warmLocaleData);
